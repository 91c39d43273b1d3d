# Chuhe's developer entry points. `make run` and `make test` do all set-up on a fresh machine.
SHELL := /bin/bash
GO ?= go
# Fyne warns about an unknown locale otherwise; tests assume English strings.
export LANG := en_US.UTF-8
# On amd64 everything is built with Go's SIMD experiment: the neural net's loops then use AVX2
# (ai/nnue/simd_amd64.go, the plain loops on a CPU without it), 1.6 times the net's speed
# (docs/nnue.md). A build without it (plain `go build`) works the same, slower.
ifeq ($(shell $(GO) env GOARCH),amd64)
export GOEXPERIMENT ?= simd
endif

# Debian/Ubuntu packages needed to build Fyne (cgo, OpenGL, X11) and beep (ALSA), run the
# Xvfb smoke test, regenerate the art (the CJK font the generator reads glyphs from) and build the
# Linux and Windows packages (xz, mingw-w64, dpkg-dev for the .deb's Depends, nsis for the Windows
# installer). check-packages installs the tools it checks with itself (lintian, appstream, 7z, Wine).
# fairy-stockfish: the one real third-party engine extengine's TestFairyStockfish runs. xclip: the
# real-window test copies the position's picture to the clipboard and reads it back through it.
DEB_PACKAGES := gcc pkg-config libgl1-mesa-dev xorg-dev libasound2-dev xvfb xauth fonts-noto-cjk \
	xz-utils gcc-mingw-w64-x86-64 dpkg-dev nsis fairy-stockfish xclip

# Each step of `make test` runs through scripts/step.sh: a time limit (a hung step is killed and
# fails with its name) and its time recorded in bin/steps.log, printed at the end (and on a failure).
# $(call step,NAME,SECONDS) prefixes a command.
export STEPS_LOG := $(CURDIR)/bin/steps.log
step = scripts/step.sh $(1) $(2)

.PHONY: all deps run build test test-start test-deep vet fmt-check unit plain fuzz smoke realwindow bench \
	check-resources notices clean package-linux package-windows package-macos check-packages startup

all: build

## deps: install the system packages a fresh Debian/Ubuntu machine lacks (apt-get; sudo when not root).
deps:
	@$(call step,deps,2400) scripts/deps.sh $(DEB_PACKAGES)

## run: build and start the desktop app.
run: deps
	$(GO) run ./cmd/chuhe

## build: compile every command into bin/.
build: deps
	$(GO) build -o bin/ ./cmd/...

## test: vet, gofmt, the race-checked short test suite, the plain (non-SIMD) build of the engine
## tested, a short fuzz pass, the packages built and checked (which includes the Xvfb smoke test
## of the packaged app), and the real-window test of the packaged app. Each step has a time limit;
## their times are printed at the end. Run it without -j: the steps run in this order.
test: test-start deps vet fmt-check unit plain fuzz check-packages realwindow
	@scripts/step.sh --report

# The packaged app is what the real-window test drives under make test (no extra build of Fyne).
test: REALWINDOW_PACKAGED := 1

test-start:
	@mkdir -p bin && : >$(STEPS_LOG)

## test-deep: the deep tests -short skips (perft to depth 6, the book's soundness, the art
## generator's determinism, every endgame's mate proof, the bench signature), without -race.
## Run it before calling a change to core, ai or resources done.
test-deep: deps
	@$(call step,test-deep,7200) $(GO) test -timeout 110m ./...

vet:
	@$(call step,vet,1800) $(GO) vet ./...
	@$(call step,vet-tune,600) $(GO) vet -tags tune ./ai ./cmd/chuhe-engine

fmt-check:
	@$(call step,fmt-check,120) bash -c 'out=$$(gofmt -l $$(find . -name "*.go" -not -path "./.git/*")); \
	if [ -n "$$out" ]; then echo "gofmt would change:"; echo "$$out"; exit 1; fi'

unit:
	@$(call step,unit,2700) $(GO) test -race -short ./...
	@$(call step,unit-tune,900) $(GO) test -tags tune -run Tune ./ai ./cmd/chuhe-engine

## plain: what a CPU without AVX2 and macOS on Apple silicon run: the net and the engine built and
## tested without GOEXPERIMENT=simd (the generic loops; the bench signature), and the engine built
## for arm64 (Linux and macOS).
plain:
	@$(call step,plain,1200) env GOEXPERIMENT= bash -c '$(GO) vet ./ai/nnue ./cmd/chuhe-engine && \
		$(GO) test -short ./ai/nnue ./cmd/chuhe-engine && \
		GOARCH=arm64 CGO_ENABLED=0 $(GO) build -o /dev/null ./cmd/chuhe-engine && \
		GOOS=darwin GOARCH=arm64 CGO_ENABLED=0 $(GO) build -o /dev/null ./cmd/chuhe-engine'

## fuzz: every fuzz target for a fixed number of inputs (FUZZTIME=60s to fuzz by time instead).
FUZZTIME ?= 30000x
fuzz:
	@$(call step,fuzz,2400) scripts/fuzz.sh $(FUZZTIME)

## smoke: start the real app (built from source) under Xvfb, render the start position to a PNG and check it.
smoke:
	@$(call step,smoke,900) scripts/smoke.sh

## realwindow: under Xvfb, click, drag and flip on the real window and check what it paints.
realwindow:
	@$(call step,realwindow,1200) env REALWINDOW_PACKAGED=$(REALWINDOW_PACKAGED) scripts/realwindow.sh

## bench: Go benchmarks and the engine's fixed search benchmark.
bench:
	$(GO) test -run '^$$' -bench . -benchmem ./core/ ./ai/...
	$(GO) run ./cmd/chuhe-engine bench

## startup: start-up benchmark under Xvfb (not a test): time to the first complete frame of the board,
## resident memory after start and after a 60-move game with the analysis on (scripts/startup.sh).
startup: deps
	@scripts/startup.sh

## check-resources: regenerate the art and sounds and check they equal the committed files.
check-resources: deps
	$(GO) run ./resources/internal/gen -check

## notices: regenerate resources/THIRD_PARTY_NOTICES.txt from the module graph (after a module is
## added or updated; the test of scripts/notices fails until then).
notices:
	$(GO) run ./scripts/notices

## package-linux, package-windows, package-macos: release packages in dist/ (macOS: on a Mac):
## the Linux tar.xz and .deb, the Windows zip and installer, the macOS zip (and .dmg).
package-linux: deps
	scripts/package.sh linux
package-windows: deps
	scripts/package.sh windows
package-macos:
	scripts/package.sh macos

## check-packages: build the Linux and Windows packages and check them (install, start under Xvfb, remove,
## lintian, PE checks, the Windows installer under Wine; CHECK_WINE=0 skips Wine).
check-packages: deps
	@$(call step,check-packages,3600) scripts/check-packages.sh

clean:
	rm -rf bin dist
