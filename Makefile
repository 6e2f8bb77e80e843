# screenname: the two commands a fresh checkout needs are `make demo` and `make test`.
SHELL := /bin/bash
.SHELLFLAGS := -eo pipefail -c
SWIFT ?= swift
RELEASE_BIN = .build/release/screenname
# Swift Testing prints a line per started and passed case; keep failures and the closing lines.
QUIET_TESTS = grep -vE '^(◇ Test|✔ Test case|◇ Suite)' || true

.PHONY: all build release test demo bench fixtures tables clean

all: build

build:
	$(SWIFT) build

release:
	$(SWIFT) build -c release

## Runs the filter on the bundled example: each input name beside its display name.
demo: release
	@echo "input → display name (empty: framework only)"
	@paste -d '\t' <($(RELEASE_BIN) --align Fixtures/demo/names.txt) Fixtures/demo/names.txt | awk -F'\t' '{ printf "%-28s ← %s\n", ($$1 == "" ? "-" : $$1), $$2 }'

## Builds and runs every test: unit tests, runtime fixtures and golden CLI cases.
test:
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build 2>&1 | $(QUIET_TESTS)

## Times screenname against sed, swift demangle and cat on seeded corpora (RECORDS=1000000) and prints the table.
bench: release
	.build/release/screenname-bench run $(RELEASE_BIN) $(or $(RECORDS),1000000) .build/bench

## Regenerates the runtime and mangling fixtures with swiftc and swift-demangle.
fixtures:
	Fixtures/runtime/generate
	Fixtures/manglings/generate

## Regenerates the Apple tables from ../shared/apple-names (or APPLE_NAMES=DIR).
tables:
	Fixtures/tables/generate $(APPLE_NAMES)

clean:
	rm -rf .build Fixtures/runtime/.work
