#!/usr/bin/env bash
# What each way of making mocks costs an app's builds: for Examples/ShopApp built with @Mockable,
# with generated source and with hand-written mocks, the clean test build
# (`swift build --build-tests`) and the first release build of the app (`swift build -c
# release`), each from an empty scratch folder, timed once.
#
#   Benchmarks/mock-build-cost.sh                 # all three ways (the macro's take longest)
#   Benchmarks/mock-build-cost.sh generated       # one way
set -euo pipefail
cd "$(dirname "$0")/../Examples/ShopApp"
modes=("$@")
((${#modes[@]} > 0)) || modes=(macro generated handwritten)

seconds() {
    local start end
    start=$(date +%s.%N)
    "$@" >/dev/null 2>&1
    end=$(date +%s.%N)
    awk -v s="$start" -v e="$end" 'BEGIN { printf "%.0f", e - s }'
}

echo "Mock build costs: $(date +%F), $(uname -sm), $(nproc) cores, $(swift --version 2>&1 | head -1)"
echo "Command: Benchmarks/mock-build-cost.sh ${modes[*]}"
echo
echo "| mocks | clean test build | first release build |"
echo "| --- | --- | --- |"
for mode in "${modes[@]}"; do
    export SHOP_MOCKS=$mode
    scratch=".build-cost-$mode"
    rm -rf "$scratch"
    swift package --scratch-path "$scratch" resolve >/dev/null 2>&1
    tests=$(seconds swift build --scratch-path "$scratch" --build-tests)
    rm -rf "$scratch"
    swift package --scratch-path "$scratch" resolve >/dev/null 2>&1
    release=$(seconds swift build --scratch-path "$scratch" -c release)
    rm -rf "$scratch"
    echo "| $mode | ${tests} s | ${release} s |"
done
