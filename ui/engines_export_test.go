package ui

// EngineOptionsFormFor builds engine e's options form, for the tests of package ui_test.
func EngineOptionsFormFor(w *Window, e EngineConfig) *EngineOptionsForm {
	return w.newEngineOptionsForm(e)
}
