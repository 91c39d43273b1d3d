package ai

// TuneParam is a parameter of the tuning build (go build -tags tune; weights_tune.go): a weight of
// the evaluation or a margin of the search that UCI options can set, so that a tuner (scripts/spsa.py)
// can play games with changed values without rebuilding the engine. The normal build has none.
type TuneParam struct {
	Name            string
	Value, Min, Max int
}
