package main

import (
	"fmt"
	"strings"

	"github.com/chuhe-xq/chuhe/core"
)

// The mates' titles. "Mate in 2" alone named fifteen entries of the practice list alike; each
// mate is named by its length, its number among the mates of that length and the material, the
// solver's first: "Mate in 2 · #7: R H C vs 2A 2E", 二步杀 · 第7题 · 车马炮 对 士象全. The spaces in the
// Chinese let a label wrap it between words (Fyne's word wrap breaks a line of Chinese without
// spaces only where it overflows, and then misjudges the label's height).

var cnDigits = []string{"", "一", "二", "三", "四", "五", "六", "七", "八", "九", "十"}

// titleMates names the mates, numbered within each length in their order.
func titleMates(mates []core.Puzzle) {
	seen := map[int]int{}
	for i := range mates {
		z := &mates[i]
		seen[z.MateIn]++
		k := seen[z.MateIn]
		en, zh := "", ""
		if p, err := z.Position(); err == nil {
			en, zh = materialText(p)
		}
		z.Title = fmt.Sprintf("Mate in %d · #%d: %s", z.MateIn, k, en)
		z.TitleZh = fmt.Sprintf("%s步杀 · 第%d题 · %s", cnDigits[min(z.MateIn, 10)], k, zh)
	}
}

// materialOrder is the order pieces are named in: the attackers, then the defenders, as the
// names of endgames do (车马炮对士象全).
var materialOrder = []core.PieceType{core.Rook, core.Horse, core.Cannon, core.Pawn, core.Advisor, core.Elephant}

// materialText names the material of both sides, the side to move's first, in English (WXF
// letters with counts: "2R H C 3P vs 2A 2E") and in Chinese (车马炮三兵 对 士象全).
func materialText(p *core.Position) (en, zh string) {
	var count [2][core.NumPieceTypes]int
	for r := 0; r < 10; r++ {
		for f := 0; f < 9; f++ {
			if pc := p.At(core.NewSquare(f, r)); pc != core.NoPiece {
				count[colorIndex(pc.Color())][pc.Type()]++
			}
		}
	}
	us, them := p.SideToMove(), p.SideToMove().Opp()
	return sideEN(count[colorIndex(us)]) + " vs " + sideEN(count[colorIndex(them)]),
		sideZH(count[colorIndex(us)]) + " 对 " + sideZH(count[colorIndex(them)])
}

func colorIndex(c core.Color) int {
	if c == core.Black {
		return 1
	}
	return 0
}

// wxfLetter is a piece kind's letter in WXF notation.
var wxfLetter = map[core.PieceType]string{core.Rook: "R", core.Horse: "H", core.Cannon: "C", core.Pawn: "P",
	core.Advisor: "A", core.Elephant: "E"}

func sideEN(n [core.NumPieceTypes]int) string {
	var parts []string
	for _, t := range materialOrder {
		switch {
		case n[t] == 1:
			parts = append(parts, wxfLetter[t])
		case n[t] > 1:
			parts = append(parts, fmt.Sprintf("%d%s", n[t], wxfLetter[t]))
		}
	}
	if len(parts) == 0 {
		return "K" // the bare king
	}
	return strings.Join(parts, " ")
}

// cnName is a piece kind's name in the names of endgames.
var cnName = map[core.PieceType]string{core.Rook: "车", core.Horse: "马", core.Cannon: "炮", core.Pawn: "兵",
	core.Advisor: "士", core.Elephant: "象"}

// cnCount is the count before a name: 双 for two, a numeral for more.
func cnCount(k int) string {
	switch k {
	case 1:
		return ""
	case 2:
		return "双"
	}
	return cnDigits[min(k, 10)]
}

func sideZH(n [core.NumPieceTypes]int) string {
	var b strings.Builder
	total := 0
	for _, t := range materialOrder {
		total += n[t]
	}
	if total == 0 {
		return "单将"
	}
	if total == 1 {
		b.WriteString("单")
	}
	for _, t := range materialOrder[:4] {
		if n[t] > 0 {
			b.WriteString(cnCount(n[t]) + cnName[t])
		}
	}
	a, e := n[core.Advisor], n[core.Elephant]
	if a == 2 && e == 2 {
		b.WriteString("士象全")
		return b.String()
	}
	if a > 0 {
		b.WriteString(cnCount(a) + "士")
	}
	if e > 0 {
		b.WriteString(cnCount(e) + "象")
	}
	return b.String()
}
