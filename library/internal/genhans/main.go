// Command genhans writes the ECCO opening names in simplified characters (library/ecco_hans.txt)
// from library/ecco.txt, where genmasters keeps them as the master games write them, in
// traditional characters; and library/hans_chars.txt, the simplified form of every character of
// the master games' players, events and sites that has one, with the traditional one the games
// write, so that a search typed in simplified characters (胡荣华) finds them (胡榮華). The
// conversion is OpenCC's (github.com/longbridgeapp/opencc, Apache-2.0, its dictionaries' t2s), used
// here only, in a module of its own so that the app never links it.
// Run it from the repository's root after genmasters: go -C library/internal/genhans run . -root ../../..
package main

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/longbridgeapp/opencc"

	"github.com/chuhe-xq/chuhe/library"
)

func main() {
	root := flag.String("root", ".", "the repository's root `folder`")
	flag.Parse()
	if err := run(*root); err != nil {
		fmt.Fprintln(os.Stderr, "genhans:", err)
		os.Exit(1)
	}
}

func run(root string) error {
	in, err := os.ReadFile(filepath.Join(root, "library", "ecco.txt"))
	if err != nil {
		return err
	}
	t2s, err := opencc.New("t2s")
	if err != nil {
		return err
	}
	var b bytes.Buffer
	b.WriteString("# ECCO code TAB opening name in simplified characters, made by library/internal/genhans from\n" +
		"# ecco.txt (OpenCC's t2s conversion). Do not edit.\n")
	sc := bufio.NewScanner(bytes.NewReader(in))
	n := 0
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		code, name, ok := strings.Cut(line, "\t")
		if !ok {
			return fmt.Errorf("ecco.txt: %q has no tab", line)
		}
		s, err := t2s.Convert(name)
		if err != nil {
			return fmt.Errorf("%s %s: %w", code, name, err)
		}
		fmt.Fprintf(&b, "%s\t%s\n", code, s)
		n++
	}
	if err := sc.Err(); err != nil {
		return err
	}
	fmt.Printf("%d names\n", n)
	if err := os.WriteFile(filepath.Join(root, "library", "ecco_hans.txt"), b.Bytes(), 0o644); err != nil {
		return err
	}
	return writeChars(root, t2s)
}

// writeChars writes library/hans_chars.txt: lines of a simplified character TAB the traditional one
// the master games write, for the characters of their players, events and sites whose simplified
// form differs. When several traditional characters share a simplified one (後 and 后), the one
// the games use most is kept.
func writeChars(root string, t2s *opencc.OpenCC) error {
	f, err := os.Open(filepath.Join(root, "resources", "masters.pack"))
	if err != nil {
		return err
	}
	defer f.Close()
	games, err := library.ReadPackOpenings(f, 0)
	if err != nil {
		return err
	}
	uses := map[rune]int{}
	for _, g := range games {
		for _, tag := range []string{"Red", "Black", "Event", "Site", "RedTeam", "BlackTeam"} {
			v, _ := g.Tags.Get(tag)
			for _, r := range v {
				if r >= 0x3400 {
					uses[r]++
				}
			}
		}
	}
	best := map[rune]rune{} // simplified: traditional
	for t := range uses {
		s, err := t2s.Convert(string(t))
		if err != nil {
			return err
		}
		rs := []rune(s)
		if len(rs) != 1 || rs[0] == t {
			continue
		}
		if o, ok := best[rs[0]]; !ok || uses[t] > uses[o] || uses[t] == uses[o] && t < o {
			best[rs[0]] = t
		}
	}
	keys := slices.Sorted(maps.Keys(best))
	var b bytes.Buffer
	b.WriteString("# Simplified character TAB the traditional one the master games write, for the characters of\n" +
		"# their players, events and sites; made by library/internal/genhans (OpenCC's t2s). Do not edit.\n")
	for _, s := range keys {
		fmt.Fprintf(&b, "%c\t%c\n", s, best[s])
	}
	fmt.Printf("%d characters\n", len(keys))
	return os.WriteFile(filepath.Join(root, "library", "hans_chars.txt"), b.Bytes(), 0o644)
}
