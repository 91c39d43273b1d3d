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
DEB_PACKAGES := gcc pkg-config libgl1-mesa-dev xorg-dev libasound2-dev xvfb xauth fonts-noto-cjk \
	xz-utils gcc-mingw-w64-x86-64 dpkg-dev nsis

.PHONY: all deps run build test vet fmt-check unit fuzz smoke realwindow bench check-resources clean \
	package-linux package-windows package-macos check-packages startup

all: build

## deps: install the system packages a fresh Debian/Ubuntu machine lacks (apt-get; sudo when not root).
deps:
	@scripts/deps.sh $(DEB_PACKAGES)

## run: build and start the desktop app.
run: deps
	@if [ -f cmd/chuhe/main.go ]; then \
		$(GO) run ./cmd/chuhe; \
	else \
		echo "The desktop app is not written yet: starting chuhe-engine (UCI) instead."; \
		$(GO) run ./cmd/chuhe-engine; \
	fi

## build: compile every command into bin/.
build: deps
	$(GO) build -o bin/ ./cmd/...

## test: vet, gofmt, the race-checked short test suite, a short fuzz pass, the real-window test, and
## the packages built and checked, which includes the Xvfb smoke test of the packaged app.
test: deps vet fmt-check unit fuzz realwindow check-packages

vet:
	$(GO) vet ./...
	$(GO) vet -tags tune ./ai ./cmd/chuhe-engine

fmt-check:
	@out=$$(gofmt -l $$(find . -name '*.go' -not -path './.git/*')); \
	if [ -n "$$out" ]; then echo "gofmt would change:"; echo "$$out"; exit 1; fi

unit:
	$(GO) test -race -short ./...
	$(GO) test -tags tune -run Tune ./ai ./cmd/chuhe-engine

## fuzz: every fuzz target for a fixed number of inputs (FUZZTIME=60s to fuzz by time instead).
FUZZTIME ?= 30000x
fuzz:
	@scripts/fuzz.sh $(FUZZTIME)

## smoke: start the real app (built from source) under Xvfb, render the start position to a PNG and check it.
smoke:
	@scripts/smoke.sh

## realwindow: under Xvfb, click, drag and flip on the real window and check what it paints.
realwindow:
	@scripts/realwindow.sh

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
	scripts/check-packages.sh

clean:
	rm -rf bin dist
