package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestNoticesCurrent is the check that fails when a module the shipped programs link (or its
// version, or its licence) is missing from the committed notices.
func TestNoticesCurrent(t *testing.T) {
	if err := run(filepath.Join("..", ".."), defaultOut, true); err != nil {
		t.Fatal(err)
	}
}

func TestClassify(t *testing.T) {
	cases := []struct {
		name, text, want string
	}{
		{"MIT", "Permission is hereby granted, free of charge, to any person ... The above copyright notice and this\npermission notice shall be included in all copies", "MIT"},
		{"Apache", "Apache License\n   Version 2.0, January 2004", "Apache-2.0"},
		{"BSD-3", "Redistribution and use in source and binary forms ... Neither the name of Google", "BSD-3-Clause"},
		{"BSD-3 contributors", "Redistribution and use in source and binary forms ... The names of its contributors may not be used", "BSD-3-Clause"},
		{"BSD-2", "Redistribution and use in source and binary forms, with or without modification", "BSD-2-Clause"},
		{"zlib", "This software is provided 'as-is' ... 2. Altered source versions must be plainly marked", "Zlib"},
		{"dual", "MIT: Permission is hereby granted, free of charge; The above copyright notice and this permission notice shall be included. Apache License Version 2.0", "Apache-2.0 AND MIT"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := classify(c.name, c.text)
			if err != nil || strings.Join(got, " AND ") != c.want {
				t.Errorf("got %v %v, want %s", got, err, c.want)
			}
		})
	}
	if _, err := classify("GPL", "GNU GENERAL PUBLIC LICENSE Version 2"); err == nil {
		t.Error("an unknown licence was accepted")
	}
}

// TestGenerateRefuses: a module without a licence file, with a licence the notices do not know, or
// embedding a font no entry covers stops the generator, naming the module.
func TestGenerateRefuses(t *testing.T) {
	dir := t.TempDir()
	goroot := filepath.Join(dir, "go")
	write := func(path, text string) {
		t.Helper()
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(filepath.Join(goroot, "LICENSE"), "Redistribution and use in source and binary forms ... Neither the name of Google")
	mit := "Permission is hereby granted, free of charge. The above copyright notice and this permission notice shall be included"
	write(filepath.Join(dir, "ok", "LICENSE"), mit)
	write(filepath.Join(dir, "gpl", "COPYING"), "GNU GENERAL PUBLIC LICENSE Version 3")
	write(filepath.Join(dir, "none", "README"), "no licence here")
	write(filepath.Join(dir, "font", "LICENSE"), mit)
	ok := module{Path: "example.com/ok", Version: "v1.0.0", Dir: filepath.Join(dir, "ok")}
	cases := []struct {
		name string
		mod  module
		want string
	}{
		{"unknown licence", module{Path: "example.com/gpl", Version: "v1.0.0", Dir: filepath.Join(dir, "gpl")}, "example.com/gpl/COPYING: a licence the notices do not know"},
		{"no licence file", module{Path: "example.com/none", Version: "v1.0.0", Dir: filepath.Join(dir, "none")}, "example.com/none@v1.0.0: no licence file"},
		{"font", module{Path: "example.com/font", Version: "v1.0.0", Dir: filepath.Join(dir, "font"), fonts: []string{"a.ttf"}}, "embeds the font a.ttf"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := generate([]module{ok, c.mod}, goroot)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("error %v, want one with %q", err, c.want)
			}
		})
	}
	text, err := generate([]module{ok}, goroot)
	if err != nil || !strings.Contains(string(text), "example.com/ok v1.0.0 (MIT)") {
		t.Errorf("a module under MIT: %v\n%s", err, text)
	}
}
