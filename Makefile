# The README's commands. `make test` is what CI runs (.ci/run); `make gallery` shows the demos.
SWIFT ?= swift
# The interpreter the Debian packages below (python3-yaml) are installed for.
PYTHON ?= /usr/bin/python3
# Debian packages the build, the tests and the gallery need (installed when missing, as root);
# lld-16 links the iOS app (ios-link).
APT_PACKAGES := pkg-config libcairo2-dev libpango1.0-dev libsdl2-dev libwebp-dev \
	fonts-dejavu-core fonts-wqy-microhei xvfb xdotool python3 python3-yaml ruby lld-16

.PHONY: test test-times check deps build unit-tests unit-tests-serial lint docs cli-check \
	packaging-check bench-check ios-check ios-link gallery-check gallery bench readme-bench \
	readme-images clean

# The build `make test` runs and checks: release, so the engine's randomized runs (over 10⁶ random
# events) run at the speed an app's do, with testability for the tests' `@testable import`s. The
# test targets themselves compile without optimization (Package.swift). The CLI and gallery
# checks, the docs and `make gallery` use its `swipe` and its modules: nothing is built twice.
BUILD := -c release -Xswiftc -enable-testing
BIN = $$($(SWIFT) build $(BUILD) --show-bin-path)

# The modules with a DocC catalog (Sources/<Module>/<Module>.docc) that `make docs` builds.
DOC_MODULES := SwipeCore SwipeLayouts SwipeCompositional SwipeScenario SwipeUIKit \
	SwipeUIKitLayouts SwipeUIKitRefresh SwipeSwiftUI

# The full gate, what CI runs: every phase below (scripts/test.py: the build alone, then the iOS
# check and link beside the others), with each one's time.
test: deps
	@$(PYTHON) scripts/test.py

# Where `make test`'s time goes: its phases, then the Swift Testing run again one test at a time,
# by suite and test.
test-times: deps
	@$(PYTHON) scripts/test.py --suites

# The inner loop: an incremental build, the tests of the modules the working tree changes (in
# full) and of the modules that depend on them (without their randomized suites), and the lint
# of the changed files. See scripts/check.py.
check: deps
	@$(PYTHON) scripts/check.py

deps:
	@scripts/install-deps.sh $(APT_PACKAGES)

build:
	$(SWIFT) build $(BUILD) --build-tests

unit-tests:
	$(SWIFT) test $(BUILD) --skip-build

unit-tests-serial:
	$(SWIFT) test $(BUILD) --skip-build --no-parallel

cli-check:
	Tests/cli/check.sh "$(BIN)/swipe"

# The podspec, the Apple-platform workflow and its Xcode scheme against Package.swift (no Mac here).
packaging-check:
	SWIFT="$(SWIFT)" $(PYTHON) Tests/packaging/check-podspec.py
	SWIFT="$(SWIFT)" $(PYTHON) Tests/packaging/check-workflow.py
	$(PYTHON) Tests/packaging/check-delegate-pair.py
	$(PYTHON) Tests/packaging/check-demo-app.py

# scripts/bench-readme.py on fixture runs (no benchmark runs, about a second), and the benchmark
# figures of the README and docs/ against the runs kept in docs/bench/: a figure typed by hand,
# or runs changed without regenerating, fail here.
bench-check:
	$(PYTHON) Tests/bench/test_bench_readme.py
	$(PYTHON) scripts/bench-readme.py --check

# Every module an iOS build compiles, type-checked against the real iOS SDK with warnings as
# failures: ../shared/tools/ios-swiftc on Linux (or IOS_SDK=path), Xcode on a Mac. Without an SDK
# it says how to get one and skips; with CI=true it fails instead.
ios-check:
	SWIFT="$(SWIFT)" $(PYTHON) scripts/ios-check.py

# The demo app and the library compiled to arm64 Mach-O and linked into an iOS executable with
# Debian's lld against the SDK's .tbd stubs (scripts/ios-link.py): the undefined symbols left
# must be the listed ones; prints the executable and the library's code size. About 40 s warm;
# in `make test`, after the iOS check, beside the test run.
ios-link:
	@scripts/install-deps.sh lld-16
	SWIFT="$(SWIFT)" $(PYTHON) scripts/ios-link.py

# Opens the gallery under a virtual display and swipes a page with synthetic mouse events.
gallery-check:
	Tests/gallery/xvfb-check.sh "$(BIN)/swipe"

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests Demo

# The DocC sites of DOC_MODULES and an index, into docs-out/ (serve it at a web root to read).
docs:
	SWIFT="$(SWIFT)" SWIFT_BUILD_FLAGS="$(BUILD)" scripts/build-docs.sh $(DOC_MODULES)

# With a display: the gallery window. Without one: every demo recorded into gallery-out/.
gallery: deps
	$(SWIFT) build $(BUILD) --product swipe
	@bin="$(BIN)/swipe"; \
	if [ -n "$${DISPLAY:-}$${WAYLAND_DISPLAY:-}" ] && "$$bin" gallery --quit-after 0.01 >/dev/null 2>&1; then \
		"$$bin" gallery --stats; \
	else \
		echo "no display: recording every demo into gallery-out/"; \
		"$$bin" record --demo all --out gallery-out; \
	fi

bench: deps
	$(SWIFT) run -c release swipe bench

# The README's benchmark figures: the release `swipe bench --json` BENCH_RUNS times (at least 3),
# the runs kept in docs/bench/, every figure the median of the runs with their range. Slow (about
# half a minute a run) and noisy, so not part of `make test`; `make bench-check` is.
BENCH_RUNS ?= 3
readme-bench: deps
	$(SWIFT) build -c release --product swipe
	SWIFT="$(SWIFT)" $(PYTHON) scripts/bench-readme.py --runs $(BENCH_RUNS) \
		--binary "$$($(SWIFT) build -c release --show-bin-path)/swipe"

# The README's pictures, small: contact sheets and animations of every demo.
readme-images: deps
	$(SWIFT) build -c release --product swipe
	"$$($(SWIFT) build -c release --show-bin-path)/swipe" record --demo all --out docs/images \
		--no-frames --scale 1 --thumbnail 0.32 --animation-scale 0.4

clean:
	rm -rf .build gallery-out docs-out
