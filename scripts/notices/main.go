// Command notices writes THIRD_PARTY_NOTICES.txt, the notices of the other people's work that
// Chuhe's shipped programs (cmd/chuhe and cmd/chuhe-engine) are built from, licence texts included:
//
//	go run ./scripts/notices            rewrite resources/THIRD_PARTY_NOTICES.txt
//	go run ./scripts/notices -check     fail when the committed file differs from what it would write
//	go run ./scripts/notices -o FILE    write FILE instead
//
// The Go modules come from the module graph: `go list -deps` of the two commands for every platform
// a package is built for (Linux, Windows, macOS on amd64 and arm64, with cgo, with and without the
// release tag that `fyne package --release` sets), so a module only a test or a tool uses is left out
// and one that only Windows links is in. Each module's licence file is read from the module cache
// and its licence named by the phrases it contains; a module without a licence file, or with one
// whose licence is not recognised, is an error, as is a font file a linked package embeds that the
// table of non-Go items (extras) does not cover. The Go standard library and runtime, the C of GLFW that
// go-gl/glfw compiles in, the fonts Fyne embeds, the font the art's characters come from and the
// master-game dataset are listed too.
//
// The test of this package runs the check, so adding a module to the programs without
// regenerating the notices fails `go test ./...`.
package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
)

// commands are the programs the packages ship.
var commands = []string{"./cmd/chuhe", "./cmd/chuhe-engine"}

// platform is one GOOS/GOARCH (and build tags) a package is built for.
type platform struct{ goos, goarch, tags string }

// platforms are the builds whose module sets are joined: every package's OS and architecture, with
// and without the tag `fyne package --release` builds with.
var platforms = func() []platform {
	var out []platform
	for _, p := range [][2]string{{"linux", "amd64"}, {"windows", "amd64"}, {"darwin", "amd64"}, {"darwin", "arm64"}} {
		for _, tags := range []string{"", "release"} {
			out = append(out, platform{p[0], p[1], tags})
		}
	}
	return out
}()

// module is one Go module linked into a shipped program.
type module struct {
	Path, Version, Dir string
	// fonts are the font files its linked packages embed (go:embed), relative to Dir.
	fonts []string
}

// listModules returns the modules (other than the main one) of the packages the commands link on
// one platform, keyed by path.
func listModules(root string, p platform) (map[string]module, error) {
	args := []string{"list", "-deps", "-json=ImportPath,Dir,Module,Standard,EmbedFiles"}
	if p.tags != "" {
		args = append(args, "-tags", p.tags)
	}
	cmd := exec.Command("go", append(args, commands...)...)
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "GOOS="+p.goos, "GOARCH="+p.goarch, "CGO_ENABLED=1")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("go list for %s/%s: %v: %s", p.goos, p.goarch, err, stderr.String())
	}
	mods := map[string]module{}
	dec := json.NewDecoder(bytes.NewReader(out))
	for {
		var pkg struct {
			ImportPath, Dir string
			Standard        bool
			EmbedFiles      []string
			Module          *struct {
				Path, Version, Dir string
				Main               bool
				Replace            *struct{ Path, Version, Dir string }
			}
		}
		if err := dec.Decode(&pkg); err == io.EOF {
			break
		} else if err != nil {
			return nil, fmt.Errorf("go list for %s/%s: %v", p.goos, p.goarch, err)
		}
		m := pkg.Module
		if pkg.Standard || m == nil || m.Main {
			continue
		}
		mod := module{Path: m.Path, Version: m.Version, Dir: m.Dir}
		if r := m.Replace; r != nil {
			mod = module{Path: r.Path, Version: r.Version, Dir: r.Dir}
		}
		if mod.Dir == "" {
			return nil, fmt.Errorf("module %s@%s is not in the module cache (go mod download)", mod.Path, mod.Version)
		}
		if prev, ok := mods[mod.Path]; ok {
			mod.fonts = prev.fonts
		}
		for _, f := range pkg.EmbedFiles {
			if slices.Contains(fontExts, strings.ToLower(filepath.Ext(f))) {
				rel, err := filepath.Rel(mod.Dir, filepath.Join(pkg.Dir, f))
				if err != nil {
					return nil, err
				}
				mod.fonts = append(mod.fonts, filepath.ToSlash(rel))
			}
		}
		mods[mod.Path] = mod
	}
	return mods, nil
}

// allModules joins the modules of every platform, sorted by path.
func allModules(root string) ([]module, error) {
	results := make([]map[string]module, len(platforms))
	errs := make([]error, len(platforms))
	var wg sync.WaitGroup
	for i, p := range platforms {
		wg.Go(func() { results[i], errs[i] = listModules(root, p) })
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	all := map[string]module{}
	for _, r := range results {
		for k, v := range r {
			v.fonts = append(v.fonts, all[k].fonts...)
			slices.Sort(v.fonts)
			v.fonts = slices.Compact(v.fonts)
			all[k] = v
		}
	}
	out := make([]module, 0, len(all))
	for _, m := range all {
		out = append(out, m)
	}
	slices.SortFunc(out, func(a, b module) int { return strings.Compare(a.Path, b.Path) })
	return out, nil
}

// licenceFileNames are the names (case aside, extension aside) a module's licence file goes by.
var licenceFileNames = []string{"license", "licence", "copying", "notice", "unlicense"}

// licenceFiles returns the licence and notice files at the top of a module's directory, sorted.
func licenceFiles(dir string) ([]string, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, e := range entries {
		if e.IsDir() {
			continue
		}
		base := strings.ToLower(strings.TrimSuffix(e.Name(), filepath.Ext(e.Name())))
		if slices.Contains(licenceFileNames, base) {
			out = append(out, e.Name())
		}
	}
	return out, nil
}

// licenceKind is a licence recognised by the phrases its text must contain (all of them) and must
// not contain (any).
type licenceKind struct {
	id       string
	must     []string
	mustNot  []string
	noticeOK bool // a text that only points to another file (Apache's NOTICE)
}

// kinds are the licences the notices accept, by SPDX identifier. A module under any other licence
// stops the generator: whether Chuhe (GPL-3.0-or-later) may ship it is a person's decision, and the
// entry added here records it.
var kinds = []licenceKind{
	{id: "Apache-2.0", must: []string{"apache license", "version 2.0"}},
	{id: "MIT", must: []string{"permission is hereby granted, free of charge", "the above copyright notice and this permission notice shall be included"}},
	{id: "BSD-3-Clause", must: []string{"redistribution and use in source and binary forms", "neither the name"}},
	{id: "BSD-2-Clause", must: []string{"redistribution and use in source and binary forms"}, mustNot: []string{"neither the name", "names of its contributors"}},
	{id: "BSD-3-Clause", must: []string{"redistribution and use in source and binary forms", "names of its contributors may"}},
	{id: "ISC", must: []string{"permission to use, copy, modify, and/or distribute this software for any purpose"}},
	{id: "Zlib", must: []string{"this software is provided 'as-is'", "altered source versions must be plainly marked"}},
	{id: "OFL-1.1", must: []string{"sil open font license", "version 1.1"}},
	{id: "Bitstream-Vera", must: []string{"bitstream vera", "permission is hereby granted, free of charge"}},
}

// classify names the licences a text grants (several for a file that offers or combines more than
// one), or returns an error when it recognises none.
func classify(name, text string) ([]string, error) {
	t := strings.Join(strings.Fields(strings.ToLower(strings.ReplaceAll(text, "’", "'"))), " ")
	var ids []string
	for _, k := range kinds {
		ok := true
		for _, p := range k.must {
			ok = ok && strings.Contains(t, p)
		}
		for _, p := range k.mustNot {
			ok = ok && !strings.Contains(t, p)
		}
		if ok && !slices.Contains(ids, k.id) {
			ids = append(ids, k.id)
		}
	}
	if len(ids) == 0 {
		return nil, fmt.Errorf("%s: a licence the notices do not know (add it to kinds in scripts/notices once it is known that Chuhe may ship it)", name)
	}
	return ids, nil
}

// extra is a work shipped or credited that is not a Go module of its own: C compiled into a module,
// the fonts a module embeds, the font and the data the project's own files derive from.
type extra struct {
	name    string // what it is
	module  string // the Go module it comes inside ("" if none)
	covers  []string
	licence string   // SPDX identifier
	files   []string // licence files in the module, included whole
	note    string   // where it comes from, copyright, and why it is here
}

// extras are the non-Go items. covers lists the font files of the module an item accounts for: the
// generator fails on a font that a linked package embeds and no item covers (a new font after an
// upgrade).
var extras = []extra{
	{
		name: "GLFW 3.3 (C library, compiled into github.com/go-gl/glfw)", module: "github.com/go-gl/glfw/v3.3/glfw",
		licence: "Zlib", files: []string{"glfw/LICENSE.md"},
		note: "The window and input library of the desktop app on Linux, Windows and macOS; go-gl/glfw compiles its C sources into the program.",
	},
	{
		name: "Noto Sans (fonts embedded by Fyne)", module: "fyne.io/fyne/v2",
		covers:  []string{"theme/font/NotoSans-Regular.ttf", "theme/font/NotoSans-Bold.ttf", "theme/font/NotoSans-Italic.ttf", "theme/font/NotoSans-BoldItalic.ttf"},
		licence: "OFL-1.1", files: []string{"theme/font/LICENSE.txt"},
		note: "Copyright 2015 Google Inc. The text of the user interface. \"Noto\" is a trademark of Google Inc.",
	},
	{
		name: "Inter (symbol font embedded by Fyne)", module: "fyne.io/fyne/v2",
		covers:  []string{"theme/font/InterSymbols-Regular.ttf", "theme/font/Inter-Regular.ttf"},
		licence: "OFL-1.1", files: []string{"theme/font/LICENSE_Inter.txt"},
		note: "Symbols of the user interface.",
	},
	{
		name: "DejaVu Sans Mono Powerline (monospace font embedded by Fyne)", module: "fyne.io/fyne/v2",
		covers:  []string{"theme/font/DejaVuSansMono-Powerline.ttf"},
		licence: "Bitstream-Vera", files: []string{"theme/font/LICENSE_DejaVu-Powerline.txt"},
		note: "Monospaced text of the user interface.",
	},
	{
		name: "EmojiOne Color (emoji font embedded by Fyne)", module: "fyne.io/fyne/v2",
		covers:  []string{"theme/font/EmojiOneColor.otf"},
		licence: "CC-BY-4.0",
		note: "Copyright 2016 Adobe Systems Incorporated; emoji art supplied by EmojiOne (http://emojione.com), " +
			"licensed under the Creative Commons Attribution 4.0 International licence, " +
			"https://creativecommons.org/licenses/by/4.0/legalcode (the font's own name table says so; " +
			"http://emojione.com/licensing).",
	},
	{
		name: "Noto Serif CJK (the characters on the pieces)", licence: "OFL-1.1",
		note: "Copyright 2017-2022 Adobe (http://www.adobe.com/), with Google. The Chinese characters drawn on the " +
			"pieces, the river and the file numbers are glyph outlines of Noto Serif CJK Bold, converted to " +
			"pictures by resources/internal/gen; the font itself is not shipped (resources/LICENSES.md in the " +
			"source). Licensed under the SIL Open Font License 1.1, whose text is given above for Noto Sans. " +
			"\"Noto\" is a trademark of Google Inc.",
	},
	{
		name: "Chinese Chess Practical Dataset (CCPD), master games", licence: "CC-BY-4.0",
		note: "Yu-Han Tseng and Bo-Nian Chen (2026). Chinese Chess Practical Dataset (CCPD). " +
			"https://github.com/Yvonne761/Chinese-Chess-Practical-Dataset. Copyright (c) 2026 Yu-Han Tseng, " +
			"licensed under the Creative Commons Attribution 4.0 International licence, " +
			"https://creativecommons.org/licenses/by/4.0/legalcode. Data Chuhe derives from its games " +
			"(positions and moves selected from them and reformatted) keeps this credit and licence.",
	},
}

// fontExts are the extensions of font files, whose licences travel apart from the code's.
var fontExts = []string{".ttf", ".otf", ".ttc", ".woff", ".woff2"}

// section is one entry of the notices: a title, its licences and the texts that go with it.
type section struct {
	title, licence, note string
	texts                []string
}

// generate returns the notices for the modules given, reading the licence texts from their
// directories and the Go licence from goroot.
func generate(mods []module, goroot string) ([]byte, error) {
	var secs []section
	var errs []error
	goLicence, err := os.ReadFile(filepath.Join(goroot, "LICENSE"))
	if err != nil {
		return nil, fmt.Errorf("the Go licence: %v", err)
	}
	secs = append(secs, section{title: "The Go standard library and runtime (go.dev)", licence: "BSD-3-Clause",
		note: "Compiled into every Go program.", texts: []string{string(goLicence)}})
	linked := map[string]module{}
	for _, m := range mods {
		linked[m.Path] = m
		files, err := licenceFiles(m.Dir)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		s := section{title: m.Path + " " + m.Version}
		var ids []string
		for _, f := range files {
			b, err := os.ReadFile(filepath.Join(m.Dir, f))
			if err != nil {
				errs = append(errs, err)
				continue
			}
			s.texts = append(s.texts, string(b))
			got, err := classify(m.Path+"/"+f, string(b))
			if err != nil && strings.EqualFold(strings.TrimSuffix(f, filepath.Ext(f)), "notice") {
				continue // an Apache NOTICE names no licence of its own
			}
			if err != nil {
				errs = append(errs, err)
			}
			for _, id := range got {
				if !slices.Contains(ids, id) {
					ids = append(ids, id)
				}
			}
		}
		if len(files) == 0 {
			errs = append(errs, fmt.Errorf("%s@%s: no licence file (%s) in %s", m.Path, m.Version, strings.Join(licenceFileNames, ", "), m.Dir))
		}
		s.licence = strings.Join(ids, " AND ")
		secs = append(secs, s)
	}
	// The non-Go items: those inside a module only when the module is linked.
	covered := map[string]bool{}
	for _, x := range extras {
		if x.module != "" {
			if _, ok := linked[x.module]; !ok {
				continue
			}
		}
		s := section{title: x.name, licence: x.licence, note: x.note}
		for _, f := range x.files {
			b, err := os.ReadFile(filepath.Join(linked[x.module].Dir, f))
			if err != nil {
				errs = append(errs, fmt.Errorf("%s: %v", x.name, err))
				continue
			}
			if got, err := classify(x.module+"/"+f, string(b)); err != nil {
				errs = append(errs, err)
			} else if !slices.Contains(got, x.licence) {
				errs = append(errs, fmt.Errorf("%s/%s: expected %s, reads as %s", x.module, f, x.licence, strings.Join(got, ", ")))
			}
			s.texts = append(s.texts, string(b))
		}
		for _, c := range x.covers {
			covered[x.module+"/"+c] = true
		}
		secs = append(secs, s)
	}
	for _, m := range mods {
		for _, f := range m.fonts {
			if !covered[m.Path+"/"+f] {
				errs = append(errs, fmt.Errorf("%s@%s embeds the font %s, which no entry of extras in scripts/notices covers", m.Path, m.Version, f))
			}
		}
	}
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	return render(secs), nil
}

// rule separates the sections.
const rule = "================================================================================\n"

// render writes the sections as the text file: a header, a contents list, then each section.
func render(secs []section) []byte {
	var b bytes.Buffer
	b.WriteString(`THIRD-PARTY NOTICES FOR CHUHE

Chuhe (楚河) is free software under the GNU General Public License, version 3 or
(at your option) any later version (GPL-3.0-or-later); its text is in the file
LICENSE beside this one and at https://www.gnu.org/licenses/gpl-3.0.html.
Source: https://github.com/chuhe-xq/chuhe

The programs chuhe and chuhe-engine are built from, or contain, the works below,
whose licences ask that these notices and licence texts travel with them.
This file is generated from the Go module graph by scripts/notices; do not
edit it by hand (go run ./scripts/notices).

Contents
`)
	for _, s := range secs {
		fmt.Fprintf(&b, "  - %s (%s)\n", s.title, s.licence)
	}
	for _, s := range secs {
		b.WriteString("\n" + rule)
		fmt.Fprintf(&b, "%s\nLicence: %s\n", s.title, s.licence)
		if s.note != "" {
			fmt.Fprintf(&b, "\n%s\n", wrap(s.note, 80))
		}
		for _, t := range s.texts {
			b.WriteString("\n" + strings.TrimRight(strings.ReplaceAll(t, "\r\n", "\n"), "\n \t") + "\n")
		}
	}
	return b.Bytes()
}

// wrap breaks text into lines of at most width runes at spaces.
func wrap(text string, width int) string {
	var b strings.Builder
	n := 0
	for _, w := range strings.Fields(text) {
		l := len([]rune(w))
		if n > 0 && n+1+l > width {
			b.WriteByte('\n')
			n = 0
		} else if n > 0 {
			b.WriteByte(' ')
			n++
		}
		b.WriteString(w)
		n += l
	}
	return b.String()
}

// build lists the modules of the module at root and generates its notices.
func build(root string) ([]byte, error) {
	mods, err := allModules(root)
	if err != nil {
		return nil, err
	}
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		return nil, fmt.Errorf("go env GOROOT: %v", err)
	}
	return generate(mods, strings.TrimSpace(string(goroot)))
}

// defaultOut is the committed notices file, embedded by package resources for the About dialog.
const defaultOut = "resources/THIRD_PARTY_NOTICES.txt"

func main() {
	check := flag.Bool("check", false, "compare with the committed file instead of writing it")
	out := flag.String("o", defaultOut, "the file to write (or with -check, to compare)")
	flag.Parse()
	if err := run(".", *out, *check); err != nil {
		fmt.Fprintln(os.Stderr, "notices:", err)
		os.Exit(1)
	}
}

// run generates the notices of the module at root and writes them to out, or with check compares.
func run(root, out string, check bool) error {
	text, err := build(root)
	if err != nil {
		return err
	}
	if check {
		old, err := os.ReadFile(filepath.Join(root, out))
		if err != nil {
			return err
		}
		if !bytes.Equal(old, text) {
			return fmt.Errorf("%s is out of date with the modules the programs link: regenerate it with go run ./scripts/notices", out)
		}
		return nil
	}
	return os.WriteFile(filepath.Join(root, out), text, 0o644)
}
