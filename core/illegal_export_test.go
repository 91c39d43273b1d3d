package core

// ExplainUnchecked is explain for the tests in package core_test: the reason found by the rules
// alone, without WhyIllegal's first question to the move generator, so that the two can be
// compared.
func (p *Position) ExplainUnchecked(from, to Square) IllegalReason { return p.explain(from, to) }
