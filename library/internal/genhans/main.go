// Command genhans writes the ECCO opening names in simplified characters (library/ecco_hans.txt)
// from library/ecco.txt, where genmasters keeps them as the master games write them, in
// traditional characters. The conversion is OpenCC's (github.com/longbridgeapp/opencc, Apache-2.0,
// its dictionaries' t2s), used here only, in a module of its own so that the app never links it.
// Run it from the repository's root after genmasters: go -C library/internal/genhans run . -root ../../..
package main

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/longbridgeapp/opencc"
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
	return os.WriteFile(filepath.Join(root, "library", "ecco_hans.txt"), b.Bytes(), 0o644)
}
