package ui

// EngineOptionsFormFor builds engine e's options form, for the tests of package ui_test.
func EngineOptionsFormFor(w *Window, e EngineConfig) *EngineOptionsForm {
	return w.newEngineOptionsForm(e)
}

// NeighbourGameFile is the game file Next file (step 1) or Previous file (-1) opens after path.
func NeighbourGameFile(path string, step int) string { return neighbourFile(path, step, gameFiles()) }

// TickClocks runs what the clock ticker runs.
func (w *Window) TickClocks() { w.tickClocks() }
