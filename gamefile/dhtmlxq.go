package gamefile

import (
	"fmt"
	"html"
	"sort"
	"strconv"
	"strings"

	"github.com/chuhe-xq/chuhe/core"
)

// readDhtmlXQ reads 东萍 (dpxq.com) DhtmlXQ games, the most common form of a xiangqi game on Chinese
// web pages: UBB tags, in a .txt or .ubb file or inside a saved HTML page (several games a page,
// each in [DhtmlXQ]…[/DhtmlXQ]). The fields are [DhtmlXQ_name]value[/DhtmlXQ_name]: title, event,
// date, place, round, red, black, their teams, result (红胜 黑胜 和棋, or W L D on the English
// pages), binit (the start position: two digits x·y for each of the 32 men in a fixed order —
// Red's rook, horse, elephant, advisor, king, advisor, elephant, horse, rook, two cannons, five
// pawns, then Black's — "99" for one off the board), movelist (four digits a move, x·y from and to,
// x the file from Red's left, y the row from the top), variations move_P_N_R (route R replacing
// move N, counted from the game's start, of route P; the main line is route 0) and comments
// commentN (after move N of the main line; comment0 before the first) and commentR_N. A comment's
// "||" is a line break. A bare list of digits (a .ubb file with only the movelist) reads too; one
// program (elephantchess.com) counts the rows from the bottom, which is tried when the first move
// is Black's from the standard position or does not read. In a page's JavaScript the closing tags'
// slash may be escaped ("[\/DhtmlXQ]").
func readDhtmlXQ(text string) (*File, error) {
	// Pages that keep the game in a JavaScript string escape the slash of the closing tags.
	text = strings.ReplaceAll(text, `[\/`, "[/")
	blocks := dhtmlBlocks(text)
	f := &File{}
	for i, b := range blocks {
		g, err := dhtmlGame(b)
		f.add(i+1, g, err)
	}
	if len(blocks) == 0 {
		return nil, msg("dhtmlxq: no game in the file")
	}
	return f, nil
}

// dhtmlBlocks splits text into its games: the parts between [DhtmlXQ] and [/DhtmlXQ], or the whole
// text when it has no such marks.
func dhtmlBlocks(text string) []string {
	lower := strings.ToLower(text) // ASCII marks: the same offsets
	if len(lower) != len(text) {
		lower = asciiLower(text)
	}
	var out []string
	for pos := 0; ; {
		i := strings.Index(lower[pos:], "[dhtmlxq]")
		if i < 0 {
			break
		}
		start := pos + i + len("[dhtmlxq]")
		j := strings.Index(lower[start:], "[/dhtmlxq]")
		if j < 0 {
			out = append(out, text[start:])
			break
		}
		out = append(out, text[start:start+j])
		pos = start + j + len("[/dhtmlxq]")
	}
	if len(out) == 0 && strings.TrimSpace(text) != "" {
		out = append(out, text)
	}
	return out
}

// asciiLower lowers the ASCII letters of s only, keeping every byte where it is.
func asciiLower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

// dhtmlFields reads the [DhtmlXQ_name]value[/DhtmlXQ_name] fields of a game, by lower-case name.
func dhtmlFields(b string) map[string]string {
	lower := asciiLower(b)
	fields := map[string]string{}
	for pos := 0; ; {
		i := strings.Index(lower[pos:], "[dhtmlxq_")
		if i < 0 {
			break
		}
		open := pos + i
		end := strings.IndexByte(lower[open:], ']')
		if end < 0 {
			break
		}
		name := lower[open+len("[dhtmlxq_") : open+end]
		vstart := open + end + 1
		closing := "[/dhtmlxq_" + name + "]"
		j := strings.Index(lower[vstart:], closing)
		if j < 0 || len(name) > 40 {
			pos = vstart
			continue
		}
		fields[name] = b[vstart : vstart+j]
		pos = vstart + j + len(closing)
	}
	if len(fields) == 0 {
		// A bare movelist.
		fields["movelist"] = b
	}
	return fields
}

// dhtmlTags are the fields that become PGN tags.
var dhtmlTags = [...][2]string{
	{"title", "Title"}, {"event", "Event"}, {"date", "Date"}, {"place", "Site"}, {"round", "Round"},
	{"red", "Red"}, {"redteam", "RedTeam"}, {"black", "Black"}, {"blackteam", "BlackTeam"},
	{"open", "Opening"}, {"ecco", "ECCO"}, {"author", "Annotator"},
}

// dhtmlGame reads one game's fields.
func dhtmlGame(b string) (*core.PGNGame, error) {
	fields := dhtmlFields(b)
	start := core.StartPosition()
	if bi := digitsOnly(fields["binit"]); bi != "" {
		p, err := dhtmlPosition(bi)
		if err != nil {
			return nil, err
		}
		start = p
	}
	// The rows are counted from the top; a file whose first move is Black's from the standard
	// position (or does not read) is read again with the rows from the bottom.
	var g *core.PGNGame
	var err error
	for _, turned := range []bool{false, true} {
		root := dhtmlTree(fields, turned)
		side := start
		blackFirst := false
		if len(root.children) > 0 {
			if pc := side.At(root.children[0].from); pc != core.NoPiece && pc.Color() != side.SideToMove() {
				side = withSide(side, pc.Color())
				blackFirst = pc.Color() == core.Black
			}
		}
		g2, err2 := buildGame(side, root)
		if g == nil || err != nil && (err2 == nil || g2.Game.Len() > g.Game.Len()) || err == nil && err2 == nil && !blackFirst {
			g, err = g2, err2
		}
		if fields["binit"] != "" || err2 == nil && !blackFirst {
			break // a set-up position fixes the board's direction
		}
	}
	for _, t := range dhtmlTags {
		if v := strings.TrimSpace(html.UnescapeString(fields[t[0]])); v != "" {
			g.Tags.Set(t[1], v)
		}
	}
	if err == nil {
		setResult(g, resultTag(fields["result"]))
	} else {
		err = msg("dhtmlxq: %v", err)
	}
	return g, err
}

// withSide is p with side c to move (a DhtmlXQ position does not say who moves: the first move's
// piece does).
func withSide(p *core.Position, c core.Color) *core.Position {
	st := core.SetupOf(p)
	st.Side = c
	if q, err := core.ParseFEN(st.FEN()); err == nil {
		return q
	}
	return p
}

// digitsOnly is s without what is not a digit (DhtmlXQ values may hold line breaks and spaces).
func digitsOnly(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return r
		}
		return -1
	}, s)
}

// dhtmlMen are the men of a binit, in its order, for one side.
var dhtmlMen = [16]core.PieceType{core.Rook, core.Horse, core.Elephant, core.Advisor, core.King, core.Advisor,
	core.Elephant, core.Horse, core.Rook, core.Cannon, core.Cannon, core.Pawn, core.Pawn, core.Pawn, core.Pawn, core.Pawn}

// dhtmlPosition is the start position a binit sets up, Red to move (the first move's piece
// decides it later).
func dhtmlPosition(binit string) (*core.Position, error) {
	if len(binit) != 64 {
		return nil, msg("dhtmlxq: binit has %d digits, want 64", len(binit))
	}
	var st core.Setup
	for i := 0; i < 32; i++ {
		x, y := int(binit[2*i]-'0'), int(binit[2*i+1]-'0')
		sq, ok := square(x, y)
		if !ok {
			continue // off the board ("99")
		}
		if st.At(sq) != core.NoPiece {
			return nil, msg("dhtmlxq: binit puts two men on %s", sq)
		}
		c := core.Red
		if i >= 16 {
			c = core.Black
		}
		st.Set(sq, core.MakePiece(c, dhtmlMen[i%16]))
	}
	p, err := core.ParseFEN(st.FEN())
	if err != nil {
		return nil, msg("dhtmlxq: binit: %v", err)
	}
	return p, nil
}

// dhtmlRoute is a line of a DhtmlXQ game: its parent route, the number of its first move counted
// from the game's start (1-based), and its moves' nodes.
type dhtmlRoute struct {
	parent, first int
	digits        string
	nodes         []*node
}

// dhtmlTree builds the tree of a game's routes, with comments; turned reads the rows from the
// bottom.
func dhtmlTree(fields map[string]string, turned bool) *node {
	routes := map[int]*dhtmlRoute{0: {parent: -1, first: 1, digits: digitsOnly(fields["movelist"])}}
	if v, ok := fields["move_0_1_0"]; ok && routes[0].digits == "" {
		routes[0].digits = digitsOnly(v)
	}
	for name, v := range fields {
		if !strings.HasPrefix(name, "move_") {
			continue
		}
		parts := strings.Split(name[len("move_"):], "_")
		if len(parts) != 3 {
			continue
		}
		p, e1 := strconv.Atoi(parts[0])
		n, e2 := strconv.Atoi(parts[1])
		r, e3 := strconv.Atoi(parts[2])
		if e1 != nil || e2 != nil || e3 != nil || r <= 0 || n < 1 || n > core.MaxPGNPlies || len(routes) > 10000 {
			continue
		}
		routes[r] = &dhtmlRoute{parent: p, first: n, digits: digitsOnly(v)}
	}
	root := &node{comment: dhtmlComment(fields["comment0"])}
	ids := make([]int, 0, len(routes))
	for id := range routes {
		ids = append(ids, id)
	}
	sort.Ints(ids)
	for _, id := range ids {
		r := routes[id]
		parent := root
		if id != 0 {
			parent = dhtmlNodeBefore(routes, r.parent, r.first, root, 0)
			if parent == nil {
				continue // a route of a route that is not there
			}
		}
		d := r.digits
		if len(d) > 4*core.MaxPGNPlies {
			d = d[:4*core.MaxPGNPlies]
		}
		for i := 0; i+4 <= len(d); i += 4 {
			x1, y1, x2, y2 := int(d[i]-'0'), int(d[i+1]-'0'), int(d[i+2]-'0'), int(d[i+3]-'0')
			if turned {
				y1, y2 = 9-y1, 9-y2
			}
			from, ok1 := square(x1, y1)
			to, ok2 := square(x2, y2)
			if !ok1 || !ok2 {
				break
			}
			parent = parent.add(from, to)
			ply := r.first + i/4
			key := fmt.Sprintf("comment%d_%d", id, ply)
			if id == 0 {
				key = fmt.Sprintf("comment%d", ply)
				if _, ok := fields[key]; !ok {
					key = fmt.Sprintf("comment0_%d", ply)
				}
			}
			parent.comment = dhtmlComment(fields[key])
			r.nodes = append(r.nodes, parent)
		}
	}
	return root
}

// dhtmlNodeBefore is the node after which move n (1-based, from the game's start) of route id is
// played: move n-1 of that route or of the routes it branches from (the root for move 1).
func dhtmlNodeBefore(routes map[int]*dhtmlRoute, id, n int, root *node, depth int) *node {
	if n <= 1 {
		return root
	}
	r, ok := routes[id]
	if !ok || depth > maxDepth {
		return nil
	}
	if k := n - 1 - r.first; k >= 0 {
		if k < len(r.nodes) {
			return r.nodes[k]
		}
		return nil
	}
	if id == 0 {
		return nil
	}
	return dhtmlNodeBefore(routes, r.parent, n, root, depth+1)
}

// dhtmlComment is a comment's text: "||" is a line break, HTML entities decoded.
func dhtmlComment(s string) string {
	s = strings.ReplaceAll(s, "||", "\n")
	return strings.TrimSpace(html.UnescapeString(s))
}
