#!/usr/bin/env bash
# What an import costs code that never asserts: every operator a module declares joins the
# candidates of every comparison in a file that imports it. Counts the constraint solver's work
# (scopes), which does not vary between runs, on one file of 300 functions of ordinary
# comparisons (`==`, `<`, `&&`, `||`, `===`), importing in turn Foundation, the test frameworks,
# each Muster module, Nimble 14, and a module that holds only SwiftHamcrest-style assertion
# operators (`assertThat(a == b)`), and prints a table against Foundation.
#
#   Benchmarks/TypeCheck/operator-cost.sh          # KEEP=1 keeps the generated files
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
if [[ -z "${KEEP:-}" ]]; then trap 'rm -rf "$work"' EXIT; else echo "Files in $work"; fi

# Figures from modules an older build left would mislead: a failed build stops the script.
if ! build_log=$(swift build --package-path "$here" 2>&1); then
    grep -E "error" <<<"$build_log" >&2
    echo "operator-cost: the build failed" >&2
    exit 1
fi
bin=$(swift build --package-path "$here" --show-bin-path)

# The operators, as a library offering the form would declare them.
cat > "$work/Operators.swift" <<'EOF'
public struct Assertion {
    public let holds: Bool
    public init(_ holds: Bool) { self.holds = holds }
}
public func == <T: Equatable>(actual: T, expected: T) -> Assertion { Assertion(actual == expected) }
public func != <T: Equatable>(actual: T, expected: T) -> Assertion { Assertion(actual != expected) }
public func < <T: Comparable>(actual: T, expected: T) -> Assertion { Assertion(actual < expected) }
public func <= <T: Comparable>(actual: T, expected: T) -> Assertion { Assertion(actual <= expected) }
public func > <T: Comparable>(actual: T, expected: T) -> Assertion { Assertion(actual > expected) }
public func >= <T: Comparable>(actual: T, expected: T) -> Assertion { Assertion(actual >= expected) }
public func === <T: AnyObject>(actual: T, expected: T) -> Assertion { Assertion(actual === expected) }
public func && (lhs: Assertion, rhs: Assertion) -> Assertion { Assertion(lhs.holds && rhs.holds) }
public func assertThat(_ assertion: Assertion) { precondition(assertion.holds) }
EOF
mkdir -p "$work/modules"
swiftc -emit-module -parse-as-library -module-name AssertionOperators \
    -emit-module-path "$work/modules/AssertionOperators.swiftmodule" "$work/Operators.swift"

# 300 functions of the comparisons app code and tests make, none of them an assertion.
body() {
    local i
    for ((i = 0; i < 300; i++)); do
        cat <<EOF
func check$i(_ a: Int, _ b: Int, _ names: [String], _ m: Money, _ x: Box, _ d: Double) -> Bool {
    let same = a + $i == b * 2 - 1
    let other = m == Money(cents: $i)
    if a < b + $i && names.count > 2 || d <= Double(a) * 1.5 { return true }
    let filtered = names.filter { \$0 == "x$i" || \$0.count >= $i }
    let ok: Bool = d >= 1.5 + Double($i) || x === x
    return same && other && ok && filtered.isEmpty && (a + 1 != b * 2 + $i)
}
EOF
    done
}

scopes() {
    local import=$1 dir="$work/stats-$1"
    mkdir -p "$dir"
    {
        [[ $import == none ]] || echo "import $import"
        echo "final class Box {}"
        echo "struct Money: Equatable { var cents: Int }"
        body
    } > "$work/Comparisons-$import.swift"
    swiftc -typecheck -swift-version 6 -I "$bin/Modules" -I "$work/modules" \
        -Xcc "-fmodule-map-file=$bin/MusterTrapCatcher.build/module.modulemap" \
        -Xcc "-fmodule-map-file=$bin/MusterRecordingPrimitives.build/module.modulemap" \
        -stats-output-dir "$dir" "$work/Comparisons-$import.swift"
    python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["Sema.NumConstraintScopes"])' \
        "$(ls "$dir"/*.json)"
}

foundation=$(scopes Foundation)
percent() { awk -v a="$1" -v b="$foundation" 'BEGIN { printf "%+.1f %%", (a - b) * 100 / b }'; }
row() { printf '| `%s` | %s | %s |\n' "$1" "$2" "$3"; }

echo "Constraint-solver scopes for 300 functions of ordinary comparisons, none of them an"
echo "assertion ($(date -u +%F)):"
echo
echo "| import | scopes | over Foundation |"
echo "| --- | --- | --- |"
row "Foundation" "$foundation" "—"
for import in Testing XCTest MusterMatchers Muster MusterMocks MusterNimble MusterHamcrest Nimble \
    AssertionOperators; do
    count=$(scopes "$import")
    row "$import" "$count" "$(percent "$count")"
done
echo
echo "(AssertionOperators: SwiftHamcrest-style assertThat(a == b) operators, declared alone.)"
