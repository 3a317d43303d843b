#!/usr/bin/env bash
# Type-check time of assertions, in three parts.
#
# Part 1: the same Nimble-style test file against Muster (`import MusterNimble`, for the operator
# forms) and against Nimble 14.0.0. Generates a
# 300-line file of mixed assertions whose text is identical for both libraries but for its
# import, type-checks it RUNS times (default 5) with each library, and prints the median wall
# time, the slowest function bodies and any expression slower than 100 ms.
#
# Part 2: the same 500 checks written in four styles: Muster (Hamcrest style, `assertThat`),
# Nimble (`expect(...).to(...)`), XCTest (`XCTAssert...` in an XCTestCase) and Swift Testing
# (`#expect` in @Test functions). Each file is type-checked with the same flags RUNS times, and
# a table gives the median wall time, the summed function-body time and the slowest expressions.
# `swiftc -typecheck` expands #expect (macros are expanded and their expansions type-checked
# during type checking), so all four styles use -typecheck.
#
# Part 3: 400 checks on an app's own Equatable types, written with plain values and with
# equalTo, so that the cost of plain values of types Muster does not know shows.
#
#   Benchmarks/TypeCheck/measure.sh            # all three parts
#   RUNS=9 Benchmarks/TypeCheck/measure.sh     # more runs
#   PART=1 Benchmarks/TypeCheck/measure.sh     # only part 1 (PART=2, PART=3: only that part)
#   KEEP=1 Benchmarks/TypeCheck/measure.sh     # keep the generated files and logs
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
runs=${RUNS:-5}
part=${PART:-}
work=$(mktemp -d)
if [[ -z "${KEEP:-}" ]]; then trap 'rm -rf "$work"' EXIT; fi

echo "Building Muster and Nimble 14.0.0 (Benchmarks/TypeCheck)…"
# Figures from modules an older build left would mislead: a failed build stops the script.
if ! build_log=$(swift build --package-path "$here" 2>&1); then
    grep -E "error" <<<"$build_log" >&2
    echo "measure: the build failed" >&2
    exit 1
fi
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
# The fixtures every generated file starts with, after its import.
fixtures() {
    cat <<SWIFT

final class Ocean {
    let name: String
    init(name: String) { self.name = name }
}

enum LoadError: Error, Equatable { case offline }

func load(_ number: Int) throws -> Int { if number > 0 { throw LoadError.offline }; return number }
SWIFT
}

generate() {
    echo "import LIBRARY"
    fixtures
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

# The first N lines of standard input. Unlike head, it reads to the end, so under pipefail the
# command before it never dies of a broken pipe (which ended the script, status 141).
first() { awk -v n="$1" 'NR <= n'; }

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

flags=(
    -typecheck -swift-version 6 -I "$bin/Modules"
    -Xcc "-fmodule-map-file=$bin/MusterTrapCatcher.build/module.modulemap"
    -Xcc "-fmodule-map-file=$bin/MusterRecordingPrimitives.build/module.modulemap"
    -Xfrontend -debug-time-function-bodies
    -Xfrontend -warn-long-expression-type-checking=100
)

# Type-checks DIR/Assertions.swift RUNS times, logging each run to DIR/logN.txt; the wall
# times in ms go to the array `times`. A file that does not type-check ends the script.
time_runs() {
    local dir=$1 name=$2 run start end
    times=()
    for ((run = 1; run <= runs; run++)); do
        start=$(date +%s%N)
        if ! (cd "$dir" && swiftc "${flags[@]}" Assertions.swift) > "$dir/log$run.txt" 2>&1; then
            echo "$name: the file does not type-check:"
            grep -E "error" "$dir/log$run.txt" | first 20
            exit 1
        fi
        end=$(date +%s%N)
        times+=($(((end - start) / 1000000)))
    done
}

# The summed function-body times of the last run in DIR, in ms.
body_sum() {
    grep -E "^[0-9.]+ms" "$1/log$runs.txt" | awk '{ sum += $1 } END { printf "%.0f", sum }'
}

# One more type-check of DIR/Assertions.swift that times every expression over 1 ms; prints the
# slowest three, by source line, as "N ms `source`" joined by semicolons (nothing if none).
slowest_expressions() {
    local dir=$1
    (cd "$dir" && swiftc "${flags[@]/=100/=1}" Assertions.swift) > "$dir/expressions.txt" 2>&1 || true
    awk -F: '
        FNR == NR { source[FNR] = $0; next }
        /^Assertions\.swift:[0-9]+:[0-9]+: warning: expression took/ {
            match($0, /took [0-9]+ms/)
            text = source[$2]; gsub(/^ +/, "", text); gsub(/\|/, "\\|", text)
            printf "%d\t%s\n", substr($0, RSTART + 5, RLENGTH - 7), text
        }
    ' "$dir/Assertions.swift" "$dir/expressions.txt" \
        | sort -rn | first 3 | awk -F'\t' '{ printf "%s%s ms `%s`", (NR > 1 ? "; " : ""), $1, $2 }'
}

# Part 1: one Nimble-style text, compiled against each library.
same_text() {
    echo
    echo "File: $lines lines, $((functions * per_function)) assertions; $runs runs each"
    echo "Command: swiftc ${flags[*]} Assertions.swift"
    for library in Muster Nimble; do
        mkdir -p "$work/$library"
        # A Nimble suite moves to Muster with `import MusterNimble`, which has the operator forms.
        module=$library
        [[ $library == Muster ]] && module=MusterNimble
        sed "s/^import LIBRARY$/import $module/" "$work/template.swift" > "$work/$library/Assertions.swift"
        time_runs "$work/$library" "$library"
        echo
        bodies=$(body_sum "$work/$library")
        echo "== $library: median $(printf '%s\n' "${times[@]}" | median) ms (runs: ${times[*]} ms)"
        echo "   function bodies in the last run: $bodies ms in all; the slowest:"
        # Per-function times from the last run, slowest first.
        grep -E "^[0-9.]+ms" "$work/$library/log$runs.txt" | sort -rn | first 5 \
            | awk -F'\t' '{ sub(/@.*/, "", $3); printf "   %10s  %s\n", $1, $3 }'
        slow=$(grep -c "^Assertions.swift:.*warning: expression took" "$work/$library/log$runs.txt" || true)
        echo "   expressions over 100 ms: $slow"
        grep "^Assertions.swift:.*warning: expression took" "$work/$library/log$runs.txt" | first 5 \
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
        ' "$work/$library/Assertions.swift" "$work/$library/expressions.txt" | sort -rn | first 5
    done
}
# Part 2: the same check in four styles. $1 is the style (Muster, Nimble, XCTest, Testing),
# $2 the kind of check, $3 varies the values. A kind means the same check in every style.
styled() {
    local style=$1 kind=$2 i=$3 m n x t
    case $kind in
        0)
            m="assertThat(1 + $i, equalTo($((i + 1))))"
            n="expect(1 + $i).to(equal($((i + 1))))"
            x="XCTAssertEqual(1 + $i, $((i + 1)))"
            t="#expect(1 + $i == $((i + 1)))" ;;
        1)
            m="assertThat($i * 2, \`is\`($((i * 2))))"
            n="expect($i * 2) == $((i * 2))"
            x="XCTAssertEqual($i * 2, $((i * 2)))"
            t="#expect($i * 2 == $((i * 2)))" ;;
        2)
            m="assertThat(\"item$i\", startsWith(\"item\"))"
            n="expect(\"item$i\").to(beginWith(\"item\"))"
            x="XCTAssertTrue(\"item$i\".hasPrefix(\"item\"))"
            t="#expect(\"item$i\".hasPrefix(\"item\"))" ;;
        3)
            m="assertThat([1, 2, $i], hasItem($i))"
            n="expect([1, 2, $i]).to(contain($i))"
            x="XCTAssertTrue([1, 2, $i].contains($i))"
            t="#expect([1, 2, $i].contains($i))" ;;
        4)
            m="assertThat(Double($i) + 0.05, closeTo(Double($i), 0.1))"
            n="expect(Double($i) + 0.05).to(beCloseTo(Double($i), within: 0.1))"
            x="XCTAssertEqual(Double($i) + 0.05, Double($i), accuracy: 0.1)"
            t="#expect(abs(Double($i) + 0.05 - Double($i)) <= 0.1)" ;;
        5)
            m="assertThat($i, greaterThan($((i - 1))))"
            n="expect($i) > $((i - 1))"
            x="XCTAssertGreaterThan($i, $((i - 1)))"
            t="#expect($i > $((i - 1)))" ;;
        6)
            m="assertThat($i, not($((i + 1))))"
            n="expect($i) != $((i + 1))"
            x="XCTAssertNotEqual($i, $((i + 1)))"
            t="#expect($i != $((i + 1)))" ;;
        7)
            m="assertThat(names, hasCount(3))"
            n="expect(names).to(haveCount(3))"
            x="XCTAssertEqual(names.count, 3)"
            t="#expect(names.count == 3)" ;;
        8)
            m="assertThat(missing, nilValue())"
            n="expect(missing).to(beNil())"
            x="XCTAssertNil(missing)"
            t="#expect(missing == nil)" ;;
        9)
            m="assertThat(names.isEmpty, isFalse())"
            n="expect(names.isEmpty).to(beFalse())"
            x="XCTAssertFalse(names.isEmpty)"
            t="#expect(!names.isEmpty)" ;;
        10)
            m="assertThat(\"seahorse$i\", containsString(\"sea\"))"
            n="expect(\"seahorse$i\").to(contain(\"sea\"))"
            x="XCTAssertTrue(\"seahorse$i\".contains(\"sea\"))"
            t="#expect(\"seahorse$i\".contains(\"sea\"))" ;;
        11)
            m="assertThat(names, not(isEmpty()))"
            n="expect(names).toNot(beEmpty())"
            x="XCTAssertFalse(names.isEmpty)"
            t="#expect(!names.isEmpty)" ;;
        12)
            m="assertThat($i, allOf(greaterThan(0), lessThan($((i + 1)))))"
            n="expect($i).to(beGreaterThan(0) && beLessThan($((i + 1))))"
            x="XCTAssertTrue($i > 0 && $i < $((i + 1)))"
            t="#expect($i > 0 && $i < $((i + 1)))" ;;
        13)
            m="assertThat($i, anyOf(equalTo($i), equalTo(0)))"
            n="expect($i).to(satisfyAnyOf(equal($i), equal(0)))"
            x="XCTAssertTrue($i == $i || $i == 0)"
            t="#expect($i == $i || $i == 0)" ;;
        14)
            m="assertThat([\"key\": $i], equalTo([\"key\": $i]))"
            n="expect([\"key\": $i]).to(equal([\"key\": $i]))"
            x="XCTAssertEqual([\"key\": $i], [\"key\": $i])"
            t="#expect([\"key\": $i] == [\"key\": $i])" ;;
        15)
            m="assertThat(try load($i), throwsError(LoadError.offline))"
            n="expect { try load($i) }.to(throwError(LoadError.offline))"
            x="XCTAssertThrowsError(try load($i)) { XCTAssertEqual(\$0 as? LoadError, .offline) }"
            t="#expect(throws: LoadError.offline) { try load($i) }" ;;
        16)
            m="assertThat(Double($i) / 3 * 3, closeTo(Double($i), 0.0001))"
            n="expect(Double($i) / 3 * 3) ≈ Double($i)"
            x="XCTAssertEqual(Double($i) / 3 * 3, Double($i), accuracy: 0.0001)"
            t="#expect(abs(Double($i) / 3 * 3 - Double($i)) <= 0.0001)" ;;
        17)
            m="assertThat(ocean, sameInstance(ocean))"
            n="expect(ocean) === ocean"
            x="XCTAssertIdentical(ocean, ocean)"
            t="#expect(ocean === ocean)" ;;
        18)
            m="assertThat([$i, $((i + 1))], everyItem(greaterThanOrEqualTo($i)))"
            n="expect([$i, $((i + 1))]).to(allPass { \$0 >= $i })"
            x="XCTAssertTrue([$i, $((i + 1))].allSatisfy { \$0 >= $i })"
            t="#expect([$i, $((i + 1))].allSatisfy { \$0 >= $i })" ;;
        19)
            m="assertThat(\"code-$i\", endsWith(\"-$i\"))"
            n="expect(\"code-$i\").to(endWith(\"-$i\"))"
            x="XCTAssertTrue(\"code-$i\".hasSuffix(\"-$i\"))"
            t="#expect(\"code-$i\".hasSuffix(\"-$i\"))" ;;
        20)
            m="assertThat($i, not(lessThan(0)))"
            n="expect($i).toNot(beLessThan(0))"
            x="XCTAssertFalse($i < 0)"
            t="#expect(!($i < 0))" ;;
        21)
            m="assertThat(\"order-$i\", containsMatch(\"[0-9]+\"))"
            n="expect(\"order-$i\").to(match(\"[0-9]+\"))"
            x="XCTAssertTrue(\"order-$i\".contains(/[0-9]+/))"
            t="#expect(\"order-$i\".contains(/[0-9]+/))" ;;
        22)
            m="assertThat(ocean.name, anyOf(equalTo(\"Pacific\"), equalTo(\"Atlantic\")))"
            n="expect(ocean.name).to(equal(\"Pacific\") || equal(\"Atlantic\"))"
            x="XCTAssertTrue(ocean.name == \"Pacific\" || ocean.name == \"Atlantic\")"
            t="#expect(ocean.name == \"Pacific\" || ocean.name == \"Atlantic\")" ;;
        23)
            m="assertThat($i, lessThanOrEqualTo($((i + 3))))"
            n="expect($i) <= $((i + 3))"
            x="XCTAssertLessThanOrEqual($i, $((i + 3)))"
            t="#expect($i <= $((i + 3)))" ;;
        24)
            m="assertThat(thing, instanceOf(Ocean.self))"
            n="expect(thing).to(beAKindOf(Ocean.self))"
            x="XCTAssertTrue(thing is Ocean)"
            t="#expect(thing is Ocean)" ;;
        25)
            m="assertThat(String($i), equalTo(\"$i\"))"
            n="expect(String($i)).to(equal(\"$i\"))"
            x="XCTAssertEqual(String($i), \"$i\")"
            t="#expect(String($i) == \"$i\")" ;;
        26)
            m="assertThat([$i, $i], contains($i, $i))"
            n="expect([$i, $i]).to(elementsEqual([$i, $i]))"
            x="XCTAssertTrue([$i, $i].elementsEqual([$i, $i]))"
            t="#expect([$i, $i].elementsEqual([$i, $i]))" ;;
        27)
            m="assertThat(names, hasItems(\"Atlantic\", \"Pacific\"))"
            n="expect(names).to(contain(\"Atlantic\", \"Pacific\"))"
            x="XCTAssertTrue(names.contains(\"Atlantic\") && names.contains(\"Pacific\"))"
            t="#expect(names.contains(\"Atlantic\") && names.contains(\"Pacific\"))" ;;
        28)
            m="assertThat(maybe, equalTo($i))"
            n="expect(maybe).to(equal($i))"
            x="XCTAssertEqual(maybe, $i)"
            t="#expect(maybe == $i)" ;;
        29)
            m="assertThat($((i + 1)), greaterThanOrEqualTo($i))"
            n="expect($((i + 1))) >= $i"
            x="XCTAssertGreaterThanOrEqual($((i + 1)), $i)"
            t="#expect($((i + 1)) >= $i)" ;;
        30)
            m="assertThat(names.first, notNilValue())"
            n="expect(names.first).toNot(beNil())"
            x="XCTAssertNotNil(names.first)"
            t="#expect(names.first != nil)" ;;
        31)
            m="assertThat(ocean.name, hasLength(7))"
            n="expect(ocean.name).to(map(\\.count, equal(7)))"
            x="XCTAssertEqual(ocean.name.count, 7)"
            t="#expect(ocean.name.count == 7)" ;;
        32)
            m="assertThat(Double($i) + 0.01, closeTo(Double($i), 0.1))"
            n="expect(Double($i) + 0.01) == Double($i) ± 0.1"
            x="XCTAssertEqual(Double($i) + 0.01, Double($i), accuracy: 0.1)"
            t="#expect(abs(Double($i) + 0.01 - Double($i)) <= 0.1)" ;;
        33)
            m="assertThat(Double($i), closeTo(Double($i), 0.5))"
            n="expect(Double($i)) ≈ (Double($i), 0.5)"
            x="XCTAssertEqual(Double($i), Double($i), accuracy: 0.5)"
            t="#expect(abs(Double($i) - Double($i)) <= 0.5)" ;;
        34)
            m="assertThat([Double($i), 1.0], contains(closeTo(Double($i), 0.0001), closeTo(1.0, 0.0001)))"
            n="expect([Double($i), 1.0]) ≈ [Double($i), 1.0]"
            x="XCTAssertTrue(zip([Double($i), 1.0], [Double($i), 1.0]).allSatisfy { abs(\$0 - \$1) <= 0.0001 })"
            t="#expect(zip([Double($i), 1.0], [Double($i), 1.0]).allSatisfy { abs(\$0 - \$1) <= 0.0001 })" ;;
        35)
            m="assertThat(ocean.name, allOf(startsWith(\"P\"), endsWith(\"c\")))"
            n="expect(ocean.name).to(satisfyAllOf(beginWith(\"P\"), endWith(\"c\")))"
            x="XCTAssertTrue(ocean.name.hasPrefix(\"P\") && ocean.name.hasSuffix(\"c\"))"
            t="#expect(ocean.name.hasPrefix(\"P\") && ocean.name.hasSuffix(\"c\"))" ;;
    esac
    case $style in
        Muster) echo "        $m" ;;
        Nimble) echo "        $n" ;;
        XCTest) echo "        $x" ;;
        Testing) echo "        $t" ;;
    esac
}

styles=(Muster Nimble XCTest Testing)
style_functions=20
style_per_function=25

# One file per style: the same fixtures and the same 500 checks, in 20 test functions of 25.
generate_styled() {
    local style=$1 n=0 f a kind
    case $style in
        Muster | Nimble) echo "import $style" ;;
        XCTest) echo "import XCTest" ;;
        Testing) echo "import Testing" ;;
    esac
    fixtures
    echo
    case $style in
        XCTest) echo "final class AssertionTests: XCTestCase {" ;;
        *) echo "struct AssertionTests {" ;;
    esac
    for ((f = 0; f < style_functions; f++)); do
        case $style in
            XCTest) echo "    func testAssertions$f() {" ;;
            Testing) echo "    @Test func assertions$f() {" ;;
            *) echo "    func assertions$f() {" ;;
        esac
        echo "        let ocean = Ocean(name: \"Pacific\")"
        echo "        let thing: Any = ocean"
        echo "        let names = [\"Atlantic\", \"Pacific\", \"Indian\"]"
        echo "        let missing: Int? = nil, maybe: Int? = $((n + 1))"
        echo "        _ = (thing, missing, maybe)"
        for ((a = 0; a < style_per_function; a++)); do
            n=$((n + 1))
            kind=$(((a * 7 + f) % kinds))
            if ((kind == 28)); then
                # `maybe` holds the value of the first check in the function.
                styled "$style" 28 $((n - a))
            else
                styled "$style" "$kind" $n
            fi
        done
        echo "    }"
    done
    echo "}"
}

four_styles() {
    echo
    echo "Four styles: $((style_functions * style_per_function)) checks, the same in each style, one file per style; $runs runs each"
    echo "Command: swiftc ${flags[*]} Assertions.swift (one file per style, same flags)"
    local style bodies table=""
    for style in "${styles[@]}"; do
        mkdir -p "$work/styles/$style"
        generate_styled "$style" > "$work/styles/$style/Assertions.swift"
        time_runs "$work/styles/$style" "$style"
        bodies=$(body_sum "$work/styles/$style")
        slowest=$(slowest_expressions "$work/styles/$style")
        if [[ -z "$slowest" ]]; then
            # No expression took 1 ms: name the slowest function bodies instead.
            slowest=$(grep -E "^[0-9.]+ms" "$work/styles/$style/log$runs.txt" | sort -rn | first 3 \
                | awk -F'\t' '{ sub(/@.*/, "", $3); printf "%s%s %s", (NR > 1 ? "; " : ""), $1, $3 }')
            slowest="no expression over 1 ms; bodies: $slowest"
        fi
        median_ms=$(printf '%s\n' "${times[@]}" | median)
        echo "   $style: median $median_ms ms (runs: ${times[*]} ms)"
        table+="| $style | $median_ms | $bodies | $slowest |"$'\n'
    done
    echo
    echo "| style | median type-check ms | summed function-body ms (last run) | slowest 3 expressions (≥ 1 ms) |"
    echo "| --- | --- | --- | --- |"
    printf '%s' "$table"
}

# Part 3: an app's own Equatable types as plain values, against the same checks with each value
# wrapped in equalTo (or equal). A plain value of a type that is not MatcherConvertible is
# served by a disfavored overload, which the compiler tries only after the matcher overloads
# fail; this part shows what that costs the code that uses it. $1 is plain or wrapped.
own_type_check() {
    local variant=$1 kind=$2 i=$3 p w
    case $kind in
        0) p="assertThat(cart.total, Money(cents: $i))"
           w="assertThat(cart.total, equalTo(Money(cents: $i)))" ;;
        1) p="expect(cart.total).to(Money(cents: $i))"
           w="expect(cart.total).to(equal(Money(cents: $i)))" ;;
        2) p="assertThat(mug, hasProperty(\\.category, .kitchen))"
           w="assertThat(mug, hasProperty(\\.category, equalTo(.kitchen)))" ;;
        3) p="assertThat(cart.lines, hasItem(mug))"
           w="assertThat(cart.lines, hasItem(equalTo(mug)))" ;;
        4) p="assertThat(mug.category, anyOf(.kitchen, .garden))"
           w="assertThat(mug.category, anyOf(equalTo(.kitchen), equalTo(.garden)))" ;;
        5) p="assertThat(stock, hasEntry(Category.kitchen, $i))"
           w="assertThat(stock, hasEntry(equalTo(Category.kitchen), $i))" ;;
        6) p="assertThat(mug.price, not(Money(cents: $i)))"
           w="assertThat(mug.price, not(equalTo(Money(cents: $i))))" ;;
        7) p="assertThat(cart.lines, containsInAnyOrder(rake, mug))"
           w="assertThat(cart.lines, containsInAnyOrder(equalTo(rake), equalTo(mug)))" ;;
        8) p="assertThat(try checkout($i), throwsError(CartError.self, .tooMany($i)))"
           w="assertThat(try checkout($i), throwsError(CartError.tooMany($i)))" ;;
        9) p="expect(mug.category).toNot(.garden)"
           w="expect(mug.category).toNot(equal(.garden))" ;;
    esac
    if [[ $variant == plain ]]; then echo "        $p"; else echo "        $w"; fi
}

generate_own_types() {
    local variant=$1 n=0 f a
    cat <<SWIFT
import Muster

struct Money: Equatable { var cents: Int }
enum Category: Equatable, Hashable { case kitchen, garden }
enum CartError: Error, Equatable { case tooMany(Int) }
struct Product: Equatable { var name: String; var price: Money; var category: Category }
struct Cart { var lines: [Product]; var total: Money { Money(cents: 0) } }
func checkout(_ count: Int) throws -> Money { throw CartError.tooMany(count) }

struct OwnTypeTests {
SWIFT
    for ((f = 0; f < 20; f++)); do
        echo "    func checks$f() {"
        echo "        let mug = Product(name: \"Mug\", price: Money(cents: 400), category: .kitchen)"
        echo "        let rake = Product(name: \"Rake\", price: Money(cents: 900), category: .garden)"
        echo "        let cart = Cart(lines: [mug, rake])"
        echo "        let stock: [Category: Int] = [.kitchen: $f]"
        echo "        _ = (cart, stock)"
        for ((a = 0; a < 20; a++)); do
            n=$((n + 1))
            own_type_check "$variant" $(((a + f) % 10)) $n
        done
        echo "    }"
    done
    echo "}"
}

own_types() {
    echo
    echo "Own types: 400 checks on an app's own Equatable types, written with plain values and with equalTo; $runs runs each"
    echo "Command: swiftc ${flags[*]} Assertions.swift"
    local variant table=""
    for variant in plain wrapped; do
        mkdir -p "$work/own/$variant"
        generate_own_types "$variant" > "$work/own/$variant/Assertions.swift"
        time_runs "$work/own/$variant" "own types, $variant"
        slowest=$(slowest_expressions "$work/own/$variant")
        table+="| $variant | $(printf '%s\n' "${times[@]}" | median) | ${slowest:-none over 1 ms} |"$'\n'
    done
    echo
    echo "| written with | median type-check ms | slowest 3 expressions (≥ 1 ms) |"
    echo "| --- | --- | --- |"
    printf '%s' "$table"
}

if [[ -z "$part" || "$part" == 1 ]]; then same_text; fi
if [[ -z "$part" || "$part" == 2 ]]; then four_styles; fi
if [[ -z "$part" || "$part" == 3 ]]; then own_types; fi
if [[ -n "${KEEP:-}" ]]; then echo; echo "Files and logs kept in $work"; fi
