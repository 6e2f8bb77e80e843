# screenname: the two commands a fresh checkout needs are `make demo` and `make test`.
SHELL := /bin/bash
.SHELLFLAGS := -eo pipefail -c
SWIFT ?= swift
SWIFTC ?= swiftc
RELEASE_BIN = .build/release/screenname
PREFIX ?= /usr/local
DESTDIR ?=
VERSION = $(shell sed -n 's/^let screennameVersion = "\(.*\)"/\1/p' Sources/screenname/Version.swift)
# Linux builds link the Swift runtime in, so the binary runs where no toolchain is installed.
STATIC_FLAGS = $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib,)
# Swift Testing prints a line per started and passed case; keep failures and the closing lines.
# The braces keep `|| true` on grep alone, so a failing test run still fails the pipeline.
QUIET_TESTS = { grep -vE '^(◇ Test|✔ Test case|◇ Suite)' || true; }
TEST_LOG = .build/test.log
# What make test prints of the whole log: each failure with its place, each skipped test with why, and the runners'
# closing lines.
TEST_SUMMARY = { grep -E '^✘|^➜ .* skipped|Executed [0-9]+ tests?, with [1-9]|error:' $(TEST_LOG) | grep -v 'Test run with' | head -100 || true; }; \
	grep -E '^(✔|✘) Test run with' $(TEST_LOG)

.PHONY: all build release lib wasm test demo bench fixtures tables clean fuzz fuzz-short test-asan test-tsan test-hostile test-engines check-embedded fuzz-short-run install install-files uninstall dist check-index check-apps check-tables format check-format

all: build

build:
	$(SWIFT) build

release:
	$(SWIFT) build -c release $(STATIC_FLAGS)

LIB_DIR = .build/lib
LIB_NAME = libscreenname$(if $(filter Darwin,$(shell uname -s)),.dylib,.so)

## Builds the C library: .build/lib/libscreenname.so (.dylib on macOS), its header screenname.h and the Python
## module screenname.py, which finds the library beside it.
lib:
	@$(SWIFT) build -c release --product ScreenNameC > .build/lib-build.log 2>&1 || { tail -40 .build/lib-build.log; exit 1; }
	@mkdir -p $(LIB_DIR)
	@cp .build/release/libScreenNameC$(suffix $(LIB_NAME)) $(LIB_DIR)/$(LIB_NAME)
	@cp Sources/ScreenNameC/screenname.h python/screenname.py $(LIB_DIR)/
	@echo "$(LIB_DIR): $(LIB_NAME), screenname.h, screenname.py"

WASM_DIR = .build/wasm

## Builds the WebAssembly module (.build/wasm/screenname.wasm) and screenname.js, the one-file library for BigQuery
## JavaScript UDFs and node with the module inside (see docs/library.md).
wasm:
	@SWIFTC=$(SWIFTC) Tools/build-wasm $(WASM_DIR)

## Runs the filter on the bundled example: each input name beside its display name.
demo: release
	@echo "input → display name (empty: framework only)"
	@paste -d '\t' <($(RELEASE_BIN) --align Fixtures/demo/names.txt) Fixtures/demo/names.txt | awk -F'\t' '{ printf "%-28s ← %s\n", ($$1 == "" ? "-" : $$1), $$2 }'

## Builds and runs every test: the format check, unit tests, runtime fixtures, golden CLI cases and a short fuzz run.
## Prints failures and the closing lines; the whole log is in .build/test.log.
test: release lib wasm check-format
	@$(SWIFT) build --build-tests > .build/test-build.log 2>&1 || { tail -60 .build/test-build.log; exit 1; }
	@echo "swift test (full log: $(TEST_LOG))"
	@SCREENNAME_RELEASE_BIN=$(CURDIR)/$(RELEASE_BIN) SCREENNAME_LIBRARY=$(CURDIR)/$(LIB_DIR)/$(LIB_NAME) \
		SCREENNAME_JS=$(CURDIR)/$(WASM_DIR)/screenname.js \
		$(SWIFT) test --skip-build > $(TEST_LOG) 2>&1 \
		|| { $(TEST_SUMMARY); exit 1; }
	@$(TEST_SUMMARY)
	@$(MAKE) --no-print-directory check-embedded
	@$(MAKE) --no-print-directory fuzz-short

## Compiles ScreenNameKit in Embedded Swift for wasm32 (part of make test), so that a construct Embedded Swift lacks
## (a key path, the runtime's type names, the string-processing module) cannot come back into the library unseen.
check-embedded:
	@mkdir -p .build/embedded
	@swiftc -target wasm32-unknown-none-wasm -enable-experimental-feature Embedded -wmo -parse-as-library -Onone \
		-module-name ScreenNameKit -package-name screenname $$(find Sources/ScreenNameKit -name '*.swift') \
		-c -o .build/embedded/ScreenNameKit.o > .build/embedded/build.log 2>&1 \
		|| { grep -A3 'error:' .build/embedded/build.log | head -40; exit 1; }
	@echo "ScreenNameKit builds in Embedded Swift for wasm32"

FORMATTED = Package.swift Sources Tests

## Formats the Swift sources with the configuration in .swift-format (120 columns).
format:
	$(SWIFT) format format --in-place --recursive $(FORMATTED)

## Fails when a Swift source is not formatted as .swift-format says (part of make test).
check-format:
	$(SWIFT) format lint --strict --recursive $(FORMATTED)

## Times screenname against sed, swift demangle and cat on seeded corpora (RECORDS=1000000) and prints the table.
bench: release
	.build/release/screenname-bench run $(RELEASE_BIN) $(or $(RECORDS),1000000) .build/bench

## Runs the whole test suite under AddressSanitizer (a separate build in .build/asan).
test-asan:
	$(SWIFT) build --build-tests --sanitize=address --build-path .build/asan -Xswiftc -enable-testing
	ASAN_OPTIONS=detect_leaks=0 $(SWIFT) test --skip-build --sanitize=address --build-path .build/asan 2>&1 | $(QUIET_TESTS)

ENGINES_DIR = .build/engines
ENGINES_PACKAGES = pyspark==3.5.3 duckdb==2.0.1 pandas==3.1.1 pyarrow==26.0.1
ENGINE_ROWS ?= 1000000

## Names stored values inside the engines that hold them, and compares every row with the command's --align:
## Spark's TRANSFORM over the command and a pandas UDF over the C library (pyspark in local mode, on Java 17),
## DuckDB's UDF over the C library, and BigQuery's JavaScript engine (screenname.js in node), over ENGINE_ROWS rows
## of fixture values with NULLs. Installs its Python packages from the package index into .build/engines first.
test-engines: release lib wasm $(ENGINES_DIR)/installed
	@$(ENGINES_DIR)/venv/bin/python Tests/Engines/engines.py --binary $(RELEASE_BIN) --python $(LIB_DIR) \
		--js $(WASM_DIR)/screenname.js --rows $(ENGINE_ROWS)

$(ENGINES_DIR)/installed: Makefile
	@mkdir -p $(ENGINES_DIR)
	@test -x $(ENGINES_DIR)/venv/bin/python || python3 -m venv $(ENGINES_DIR)/venv
	@echo "installing $(ENGINES_PACKAGES) into $(ENGINES_DIR)"
	@$(ENGINES_DIR)/venv/bin/pip install --quiet --disable-pip-version-check $(ENGINES_PACKAGES)
	@touch $@

## Runs the release build on hostile inputs (a 100 MB line, a 100 MB dump, 4M catalogue names, 100k files, ...) made
## in a temporary folder, and fails on a crash, or a time or peak memory over the bounds docs/reference.md states.
test-hostile: release
	@Tools/hostile-runs $(RELEASE_BIN)

## Runs the tests of two threads (and the harness that runs the tool) under ThreadSanitizer: a separate build in
## .build/tsan; any report fails the run.
test-tsan:
	@$(SWIFT) build --build-tests --sanitize=thread --build-path .build/tsan > .build/tsan-build.log 2>&1 \
		|| { tail -40 .build/tsan-build.log; exit 1; }
	@TSAN_OPTIONS=halt_on_error=1 $(SWIFT) test --skip-build --sanitize=thread --build-path .build/tsan \
		--filter ThreadedRunTests 2>&1 | $(QUIET_TESTS)

## Checks the declaration index against the compiler's own list of the toolchain's module interfaces.
check-index: release
	Tools/check-toolchain-interfaces $(RELEASE_BIN)

## Runs lint --list, lint and a --where round trip over each app folder below APPS and prints a row per app.
check-apps: release
	@test -n "$(APPS)" || { echo "usage: make check-apps APPS=DIR (one folder per app)"; exit 2; }
	Tools/check-apps $(RELEASE_BIN) $(APPS)

## Counts the types declared in real app trees that the Apple tables would call Apple's, by rule.
check-tables: release
	@test -n "$(APPS)" || { echo "usage: make check-tables APPS=DIR (one folder per app)"; exit 2; }
	Tools/check-tables $(RELEASE_BIN) $(APPS)

## Regenerates the runtime, mangling and symbol fixtures with swiftc, nm and swift-demangle.
fixtures:
	Tools/generate-runtime-fixtures
	Tools/generate-manglings
	Tools/generate-symbol-fixtures
	Tools/generate-crash-fixtures

## Regenerates the Apple tables from ../shared/apple-names (or APPLE_NAMES=DIR).
tables:
	Tools/generate-tables $(APPLE_NAMES)

clean:
	rm -rf .build Fixtures/runtime/.work

FUZZ_DIR = .build/fuzz
FUZZ_BIN = $(FUZZ_DIR)/screenname-fuzz
FUZZ_COMMAND_BIN = $(FUZZ_DIR)/screenname-fuzz-command
FUZZ_SECONDS ?= 60
FUZZ_RUNS ?= 30000
FUZZ_COMMAND_RUNS ?= 3000
# The command's layers read inputs up to the record limit; no single allocation may pass 16 MiB.
FUZZ_COMMAND_FLAGS = -max_len=1048576 -malloc_limit_mb=16 -detect_leaks=0
# Freed memory is still poisoned, so a use after free is caught until the memory is handed out again; holding it in
# quarantine for longer, and a stack trace for every allocation, cost the targets a third of their runs.
FUZZ_ENV = ASAN_OPTIONS=quarantine_size_mb=0:malloc_context_size=0

$(FUZZ_BIN): $(shell find Sources/ScreenNameKit Tests/Fuzz -name '*.swift')
	@mkdir -p $(FUZZ_DIR)
	@# The sanitizer's runtime makes the linker warn about each of its symbols: the build's output goes to a log.
	@$(SWIFTC) -O -sanitize=fuzzer,address -parse-as-library -module-name ScreenNameKit -package-name screenname \
		$$(find Sources/ScreenNameKit -name '*.swift') Tests/Fuzz/FuzzNaming.swift -o $@ > $(FUZZ_DIR)/build.log 2>&1 \
		|| { grep -v 'ld.gold: warning' $(FUZZ_DIR)/build.log | tail -40; exit 1; }

# The command's target: the library with the executable's sources but main.swift, in one module.
$(FUZZ_COMMAND_BIN): $(shell find Sources/ScreenNameKit Sources/screenname Tests/Fuzz -name '*.swift')
	@mkdir -p $(FUZZ_DIR)
	@$(SWIFTC) -O -sanitize=fuzzer,address -parse-as-library -module-name ScreenNameKit -package-name screenname \
		$$(find Sources/ScreenNameKit -name '*.swift') $$(ls Sources/screenname/*.swift | grep -v main.swift) \
		Tests/Fuzz/FuzzCommand.swift -o $@ > $(FUZZ_DIR)/build-command.log 2>&1 \
		|| { grep -v -e 'ld.gold: warning' -e 'ignoring import' $(FUZZ_DIR)/build-command.log | tail -40; exit 1; }

## Seeds the command's target: every fourth fixture seed behind a first byte that picks the layer (cycling through
## them all), and the inputs that once broke one of its properties (Fixtures/fuzz-command).
$(FUZZ_DIR)/command-seeds: $(FUZZ_DIR)/seeds $(wildcard Fixtures/fuzz-command/*)
	@rm -rf $@ && mkdir -p $@
	@i=0; for f in $(FUZZ_DIR)/seeds/*; do i=$$((i + 1)); [ $$((i % 4)) = 0 ] || continue; \
		{ printf "\\$$(printf %03o $$((i / 4 % 256)))"; cat "$$f"; } > $@/seed-$$i; done
	@cp Fixtures/fuzz-command/* $@/
	@for f in Fixtures/crash/*.crash Fixtures/crash/*.ips Fixtures/crash/*.txt; do \
		{ printf F; head -c 8192 "$$f"; } > $@/crash-$$(basename $$f); done
	@touch $@

## Seeds the fuzzer from every fixture: runtime names, manglings, CLI inputs, hierarchy dumps and Swift sources.
# Make cannot name a prerequisite with a space (Fixtures/sources/Shapes has such folders on purpose): those files are
# seeds all the same, they only do not trigger a new copy when they change.
$(FUZZ_DIR)/seeds: $(shell find Fixtures -type f -not -path '* *')
	@rm -rf $@ && mkdir -p $@
	@grep -hv '^#' Fixtures/runtime/names.tsv | cut -f3 | split -l 1 -a 4 - $@/runtime-
	@grep -hv '^#' Fixtures/manglings/swift-repo.tsv | cut -f1 | split -l 1 -a 3 - $@/mangling-
	@grep -hv '^#' Fixtures/symbols/symbols.tsv | cut -f2-4 | tr '\t' '\n' | split -l 1 -a 4 - $@/symbol-
	@for f in Fixtures/cli/*/stdin; do cp "$$f" "$@/cli-$$(basename $$(dirname $$f))"; done
	@for f in Fixtures/hierarchy/*/dump.txt; do cp "$$f" "$@/hierarchy-$$(basename $$(dirname $$f))"; done
	@for f in Fixtures/crash/*.crash Fixtures/crash/*.ips Fixtures/crash/*.txt; do \
		head -c 4096 "$$f" > "$@/crash-$$(basename $$f)"; done
	@find Fixtures/sources -name '*.swift' | while IFS= read -r f; do cp "$$f" "$@/source-$$(basename "$$f" | tr ' ' _)-$$RANDOM"; done
	@touch $@

## Fuzzes the naming path and the command's layers at once, each for FUZZ_SECONDS (default 60) on a core of its
## own; crashes land in .build/fuzz/crashes, each target's closing lines in .build/fuzz/*.log. Nothing else writes
## to a target's corpus folder, so it is not read again while the target runs (-reload=0).
fuzz: $(FUZZ_BIN) $(FUZZ_DIR)/seeds $(FUZZ_COMMAND_BIN) $(FUZZ_DIR)/command-seeds
	@mkdir -p $(FUZZ_DIR)/corpus $(FUZZ_DIR)/command-corpus $(FUZZ_DIR)/crashes
	@$(FUZZ_ENV) $(FUZZ_BIN) -max_total_time=$(FUZZ_SECONDS) -max_len=4096 -detect_leaks=0 -reload=0 \
		-artifact_prefix=$(FUZZ_DIR)/crashes/ $(FUZZ_DIR)/corpus $(FUZZ_DIR)/seeds \
		> $(FUZZ_DIR)/naming.log 2>&1 & naming=$$!; \
	$(FUZZ_ENV) $(FUZZ_COMMAND_BIN) -max_total_time=$(FUZZ_SECONDS) $(FUZZ_COMMAND_FLAGS) -reload=0 \
		-artifact_prefix=$(FUZZ_DIR)/crashes/ $(FUZZ_DIR)/command-corpus $(FUZZ_DIR)/command-seeds \
		> $(FUZZ_DIR)/command.log 2>&1; command=$$?; wait $$naming; naming=$$?; \
	for target in naming command; do echo "$$target:"; grep -v '^"' $(FUZZ_DIR)/$$target.log | \
		grep -E 'DONE|Done |ERROR|Fatal error|violated' | head -5; done; \
	test $$naming = 0 && test $$command = 0

## Whether the toolchain has libFuzzer (Xcode's has none; swift.org's toolchains do): a one-line target built with
## -sanitize=fuzzer, remembered in $(FUZZ_DIR)/libfuzzer.
$(FUZZ_DIR)/libfuzzer:
	@mkdir -p $(FUZZ_DIR)
	@echo '@_cdecl("LLVMFuzzerTestOneInput") public func probe(_ d: UnsafePointer<UInt8>?, _ n: Int) -> Int32 { 0 }' \
		> $(FUZZ_DIR)/probe.swift
	@if $(SWIFTC) -sanitize=fuzzer -parse-as-library $(FUZZ_DIR)/probe.swift -o $(FUZZ_DIR)/probe \
		> $(FUZZ_DIR)/probe.log 2>&1; then echo yes > $@; else echo no > $@; fi

## A short deterministic fuzz run (fixed seed and count), part of make test; skipped, saying why, without libFuzzer.
fuzz-short: $(FUZZ_DIR)/libfuzzer
	@if [ "$$(cat $<)" = yes ]; then $(MAKE) --no-print-directory fuzz-short-run; else \
		echo "fuzz-short skipped: $(SWIFTC) -sanitize=fuzzer fails here (no libFuzzer; see $(FUZZ_DIR)/probe.log)"; fi

fuzz-short-run: $(FUZZ_BIN) $(FUZZ_DIR)/seeds $(FUZZ_COMMAND_BIN) $(FUZZ_DIR)/command-seeds
	@mkdir -p $(FUZZ_DIR)/crashes
	@# Output goes to a file: a pipe here can be held open by a helper the sanitizer starts.
	@$(FUZZ_ENV) $(FUZZ_BIN) -seed=1 -runs=$(FUZZ_RUNS) -max_len=4096 -detect_leaks=0 -artifact_prefix=$(FUZZ_DIR)/crashes/ \
		$(FUZZ_DIR)/seeds > $(FUZZ_DIR)/fuzz-short.log 2>&1 || { grep -v '^"' $(FUZZ_DIR)/fuzz-short.log | tail -40; exit 1; }
	@grep -E '^(#[0-9]+.*DONE|Done )' $(FUZZ_DIR)/fuzz-short.log
	@$(FUZZ_ENV) $(FUZZ_COMMAND_BIN) -seed=1 -runs=$(FUZZ_COMMAND_RUNS) $(FUZZ_COMMAND_FLAGS) \
		-artifact_prefix=$(FUZZ_DIR)/crashes/ $(FUZZ_DIR)/command-seeds > $(FUZZ_DIR)/fuzz-command-short.log 2>&1 \
		|| { grep -v '^"' $(FUZZ_DIR)/fuzz-command-short.log | tail -40; exit 1; }
	@grep -E '^(#[0-9]+.*DONE|Done )' $(FUZZ_DIR)/fuzz-command-short.log

## Installs the release binary, its man page and bash, zsh and fish completions under $(DESTDIR)$(PREFIX).
install: release install-files

## Installs what RELEASE_BIN is, without building it (make install builds first).
install-files:
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1 \
		$(DESTDIR)$(PREFIX)/share/bash-completion/completions $(DESTDIR)$(PREFIX)/share/zsh/site-functions \
		$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
	install -m 755 -s $(RELEASE_BIN) $(DESTDIR)$(PREFIX)/bin/screenname
	$(RELEASE_BIN) --generate-manual > $(DESTDIR)$(PREFIX)/share/man/man1/screenname.1
	$(RELEASE_BIN) --generate-completion-script bash > $(DESTDIR)$(PREFIX)/share/bash-completion/completions/screenname
	$(RELEASE_BIN) --generate-completion-script zsh > $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_screenname
	$(RELEASE_BIN) --generate-completion-script fish > $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/screenname.fish

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/screenname $(DESTDIR)$(PREFIX)/share/man/man1/screenname.1 \
		$(DESTDIR)$(PREFIX)/share/bash-completion/completions/screenname $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_screenname \
		$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/screenname.fish

## Packs the installed layout with README and CHANGELOG into .build/dist/screenname-VERSION-OS-ARCH.tar.gz.
dist:
	rm -rf .build/dist/stage
	$(MAKE) --no-print-directory install DESTDIR=$(CURDIR)/.build/dist/stage PREFIX=/screenname-$(VERSION)
	cp README.md CHANGELOG.md LICENSE .build/dist/stage/screenname-$(VERSION)/
	tar -C .build/dist/stage -czf .build/dist/screenname-$(VERSION)-$$(uname -s | tr A-Z a-z)-$$(uname -m).tar.gz screenname-$(VERSION)
	@echo .build/dist/screenname-$(VERSION)-$$(uname -s | tr A-Z a-z)-$$(uname -m).tar.gz
