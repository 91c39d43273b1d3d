package resources

// Board geometry, in board units: the board SVG's viewBox is 0 0 BoardWidth BoardHeight, so a
// widget showing the board at w×h pixels multiplies board units by w/BoardWidth (the aspect
// ratio is fixed; letterbox to keep it). Red sits at the bottom; to show Black at the bottom,
// place file f, rank r at PointCenter(8-f, 9-r).
const (
	// Files is the number of files (vertical lines), a..i.
	Files = 9
	// Ranks is the number of ranks (horizontal lines), 0..9 from Red's back rank.
	Ranks = 10
	// Spacing is the distance between two neighbouring points.
	Spacing = 60
	// Margin is the distance from the board's edge to the outermost lines; the file numbers and
	// the outer half of the edge pieces sit in it.
	Margin = 80
	// BoardWidth is the width of the board image.
	BoardWidth = 2*Margin + (Files-1)*Spacing
	// BoardHeight is the height of the board image.
	BoardHeight = 2*Margin + (Ranks-1)*Spacing
	// PieceScale is the side of a piece (and overlay) image relative to Spacing. The image is a
	// square centred on its point; the wooden disc inside it has diameter DiscScale*Spacing, the
	// rest is room for the shadow and the selection ring.
	PieceScale = 0.96
	// PieceSize is the side of a piece or overlay image in board units.
	PieceSize = PieceScale * Spacing
	// DiscScale is the diameter of the wooden disc relative to Spacing.
	DiscScale = PieceScale * DiscRadius * 2 / PieceViewBox
	// PieceViewBox is the side of the piece and overlay SVGs' own coordinate square (0..100).
	PieceViewBox = 100
	// DiscRadius is the radius of the disc's top face in piece SVG units, centred at (50, 50).
	DiscRadius = 44
)

// PointCenter returns the centre of point (file, rank) in board units, with Red at the bottom:
// file 0 (a) is Red's left, rank 0 is Red's back rank. Points off the board extrapolate.
func PointCenter(file, rank int) (x, y float32) {
	return Margin + float32(file)*Spacing, Margin + float32(Ranks-1-rank)*Spacing
}

// PointFraction returns PointCenter as fractions of the board's width and height (0..1), which
// is what a widget needs when it draws the board scaled to whatever size it has.
func PointFraction(file, rank int) (fx, fy float32) {
	x, y := PointCenter(file, rank)
	return x / BoardWidth, y / BoardHeight
}

// PieceRect returns the top-left corner and side of the square where the piece (or overlay)
// image for point (file, rank) goes, in board units.
func PieceRect(file, rank int) (x, y, size float32) {
	cx, cy := PointCenter(file, rank)
	return cx - PieceSize/2, cy - PieceSize/2, PieceSize
}
