#!/usr/bin/env bash
# Type-check time of the same Nimble-style test file against Muster and against Nimble 14.0.0.
#
# Generates a 300-line file of mixed assertions whose text is identical for both libraries but
# for its import, type-checks it RUNS times (default 5) with each library, and prints the
# median wall time, the slowest function bodies and any expression slower than 100 ms.
#
#   Benchmarks/TypeCheck/measure.sh            # both libraries
#   RUNS=9 Benchmarks/TypeCheck/measure.sh     # more runs
#   KEEP=1 Benchmarks/TypeCheck/measure.sh     # keep the generated files and logs
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
runs=${RUNS:-5}
work=$(mktemp -d)
if [[ -z "${KEEP:-}" ]]; then trap 'rm -rf "$work"' EXIT; fi

echo "Building Muster and Nimble 14.0.0 (Benchmarks/TypeCheck)…"
swift build --package-path "$here" 2>&1 | grep -E "error|Compiling (Muster|Nimble) |Build" | tail -3
bin=$(swift build --package-path "$here" --show-bin-path)

# One assertion in Nimble's style; $1 picks the kind, $2 varies the values.
assertion() {
    local kind=$1 i=$2
    case $kind in
        0) echo "    expect(1 + $i).to(equal($((i + 1))))" ;;
        1) echo "    expect($i * 2) == $((i * 2))" ;;
        2) echo "    expect(\"item$i\").to(beginWith(\"item\"))" ;;
        3) echo "    expect([1, 2, $i]).to(contain($i))" ;;
        4) echo "    expect(Double($i) + 0.05).to(beCloseTo(Double($i), within: 0.1))" ;;
        5) echo "    expect($i) > $((i - 1))" ;;
        6) echo "    expect($i) != $((i + 1))" ;;
        7) echo "    expect(names).to(haveCount(3))" ;;
        8) echo "    expect(missing).to(beNil())" ;;
        9) echo "    expect(names.isEmpty).to(beFalse())" ;;
        10) echo "    expect(\"seahorse$i\").to(contain(\"sea\"))" ;;
        11) echo "    expect(names).toNot(beEmpty())" ;;
        12) echo "    expect($i).to(beGreaterThan(0) && beLessThan($((i + 1))))" ;;
        13) echo "    expect($i).to(satisfyAnyOf(equal($i), equal(0)))" ;;
        14) echo "    expect([\"key\": $i]).to(equal([\"key\": $i]))" ;;
        15) echo "    expect { try load($i) }.to(throwError(LoadError.offline))" ;;
        16) echo "    expect(Double($i) / 3 * 3) ≈ Double($i)" ;;
        17) echo "    expect(ocean) === ocean" ;;
        18) echo "    expect([$i, $((i + 1))]).to(allPass { \$0 >= $i })" ;;
        19) echo "    expect(\"code-$i\").to(endWith(\"-$i\"))" ;;
        20) echo "    expect($i).toNot(beLessThan(0))" ;;
        21) echo "    expect(\"order-$i\").to(match(\"[0-9]+\"))" ;;
        22) echo "    expect(ocean.name).to(equal(\"Pacific\") || equal(\"Atlantic\"))" ;;
        23) echo "    expect($i) <= $((i + 3))" ;;
        24) echo "    expect(ocean).to(beAKindOf(Ocean.self))" ;;
        25) echo "    expect(String($i)).to(equal(\"$i\"))" ;;
        26) echo "    expect([$i, $i]).to(elementsEqual([$i, $i]))" ;;
        27) echo "    expect(names).to(contain(\"Atlantic\", \"Pacific\"))" ;;
        28) echo "    expect(maybe).to(equal($i))" ;;
        29) echo "    expect($((i + 1))) >= $i" ;;
        30) echo "    expect(names.first).toNot(beNil())" ;;
        31) echo "    expect(ocean.name).to(map(\\.count, equal(7)))" ;;
        32) echo "    expect(Double($i) + 0.01) == Double($i) ± 0.1" ;;
        33) echo "    expect(Double($i)) ≈ (Double($i), 0.5)" ;;
        34) echo "    expect([Double($i), 1.0]) ≈ [Double($i), 1.0]" ;;
        35) echo "    expect(ocean.name).to(satisfyAllOf(beginWith(\"P\"), endWith(\"c\")))" ;;
    esac
}

kinds=36
functions=10
per_function=24

# The file: a prelude with fixtures, then functions of assertions, 300 lines in all.
generate() {
    cat <<SWIFT
import LIBRARY

final class Ocean {
    let name: String
    init(name: String) { self.name = name }
}

enum LoadError: Error, Equatable { case offline }

func load(_ number: Int) throws -> Int { if number > 0 { throw LoadError.offline }; return number }
SWIFT
    local n=0
    for ((f = 0; f < functions; f++)); do
        echo "func assertions$f() {"
        echo "    let ocean = Ocean(name: \"Pacific\")"
        echo "    let names = [\"Atlantic\", \"Pacific\", \"Indian\"]"
        echo "    let missing: Int? = nil, maybe: Int? = $((n + 1)); _ = (missing, maybe)"
        for ((a = 0; a < per_function; a++)); do
            n=$((n + 1))
            if (((a * 7 + f) % kinds == 28)); then
                # `maybe` holds the value of the first assertion in the function.
                assertion 28 $((n - a))
            else
                assertion $(((a * 7 + f) % kinds)) $n
            fi
        done
        echo "}"
    done
}

generate > "$work/template.swift"
lines=$(wc -l < "$work/template.swift")

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

flags=(
    -typecheck -swift-version 6 -I "$bin/Modules"
    -Xcc "-fmodule-map-file=$bin/MusterTrapCatcher.build/module.modulemap"
    -Xfrontend -debug-time-function-bodies
    -Xfrontend -warn-long-expression-type-checking=100
)

echo
echo "File: $lines lines, $((functions * per_function)) assertions; $runs runs each"
echo "Command: swiftc ${flags[*]} Assertions.swift"
for library in Muster Nimble; do
    mkdir -p "$work/$library"
    sed "s/^import LIBRARY$/import $library/" "$work/template.swift" > "$work/$library/Assertions.swift"
    times=()
    for ((run = 1; run <= runs; run++)); do
        start=$(date +%s%N)
        if ! (cd "$work/$library" && swiftc "${flags[@]}" Assertions.swift) \
            > "$work/$library/log$run.txt" 2>&1; then
            echo "$library: the file does not type-check:"
            grep -E "error" "$work/$library/log$run.txt" | head -20
            exit 1
        fi
        end=$(date +%s%N)
        times+=($(((end - start) / 1000000)))
    done
    echo
    bodies=$(grep -E "^[0-9.]+ms" "$work/$library/log$runs.txt" \
        | awk '{ sum += $1 } END { printf "%.0f", sum }')
    echo "== $library: median $(printf '%s\n' "${times[@]}" | median) ms (runs: ${times[*]} ms)"
    echo "   function bodies in the last run: $bodies ms in all; the slowest:"
    # Per-function times from the last run, slowest first.
    grep -E "^[0-9.]+ms" "$work/$library/log$runs.txt" | sort -rn | head -5 \
        | awk -F'\t' '{ sub(/@.*/, "", $3); printf "   %10s  %s\n", $1, $3 }'
    slow=$(grep -c "^Assertions.swift:.*warning: expression took" "$work/$library/log$runs.txt" || true)
    echo "   expressions over 100 ms: $slow"
    grep "^Assertions.swift:.*warning: expression took" "$work/$library/log$runs.txt" | head -5 \
        | sed 's/^/   /' || true
    # One more run that times every expression over 1 ms, summed by kind of assertion.
    (cd "$work/$library" && swiftc "${flags[@]/=100/=1}" Assertions.swift) \
        > "$work/$library/expressions.txt" 2>&1 || true
    echo "   costliest kinds of assertion (sum of expressions over 1 ms):"
    awk -F: '
        FNR == NR { source[FNR] = $0; next }
        /^Assertions\.swift:[0-9]+:[0-9]+: warning: expression took/ {
            match($0, /took [0-9]+ms/)
            text = source[$2]; gsub(/[0-9]+/, "N", text); gsub(/^ +/, "", text)
            sum[text] += substr($0, RSTART + 5, RLENGTH - 7); count[text]++
        }
        END { for (t in sum) printf "%8d ms  x%-3d %s\n", sum[t], count[t], t }
    ' "$work/$library/Assertions.swift" "$work/$library/expressions.txt" | sort -rn | head -5
done
if [[ -n "${KEEP:-}" ]]; then echo; echo "Files and logs kept in $work"; fi
