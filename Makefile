# The README's commands. `make test` is what CI runs (.ci/run).
SWIFT ?= swift
# Debian packages the build needs (installed by scripts/install-deps.sh when missing).
APT_PACKAGES :=

.PHONY: test deps build lint cli-check bench clean

test: deps build
	$(SWIFT) test
	$(MAKE) cli-check
	$(MAKE) lint

deps:
	@scripts/install-deps.sh $(APT_PACKAGES)

build:
	$(SWIFT) build

cli-check:
	Tests/cli/check.sh "$$($(SWIFT) build --show-bin-path)/swipe"

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests

bench: deps
	$(SWIFT) run -c release swipe bench

clean:
	rm -rf .build
