package ui_test

import (
	"encoding/json"
	"os"
	"testing"
)

func TestTranslationsComplete(t *testing.T) {
	read := func(name string) map[string]string {
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
	en, zh := read("chuhe.en.json"), read("chuhe.zh_Hans.json")
	for k := range en {
		if zh[k] == "" {
			t.Errorf("no Chinese for %q", k)
		}
	}
	for k := range zh {
		if _, ok := en[k]; !ok {
			t.Errorf("Chinese for %q, which the English file lacks", k)
		}
	}
}
