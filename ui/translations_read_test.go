package ui

import (
	"encoding/json"
	"os"
	"testing"
)

// TranslationFiles are the interface's translation files, English first (for the tests of both
// test packages).
func TranslationFiles() []string {
	return []string{"chuhe.en.json", "chuhe.zh_Hans.json", "chuhe.zh_Hant.json", "chuhe.vi.json"}
}

// ReadTranslation reads translations/name as its keys and their strings.
func ReadTranslation(t testing.TB, name string) map[string]string {
	t.Helper()
	data, err := os.ReadFile("translations/" + name)
	if err != nil {
		t.Fatal(err)
	}
	m := map[string]string{}
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return m
}
