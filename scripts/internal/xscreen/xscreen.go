// Package xscreen reads what an X server (Xvfb) shows, for the tools that check the real app's
// window (scripts/realwindow, scripts/xshot): the largest window's place and the screen's pixels,
// as the display really shows them rather than as the widgets say they drew them.
package xscreen

/*
#cgo LDFLAGS: -lX11
#include <stdlib.h>
#include <X11/Xlib.h>
#include <X11/Xutil.h>

// ignoreErrors is the connection's X error handler: a window can go between the listing of the
// root's children and a question about it (Wine makes and drops windows while starting), and Xlib's
// default handler ends the program on the BadWindow that follows. The calls' own results say what
// failed.
static int ignoreErrors(Display *d, XErrorEvent *e) { return 0; }
static void quietErrors(void) { XSetErrorHandler(ignoreErrors); }

// largest finds the largest viewable child of the root window (without a window manager, the
// application's window), in root coordinates.
static int largest(Display *d, int *x, int *y, int *w, int *h) {
	Window root = DefaultRootWindow(d), parent, *children = NULL;
	unsigned int n = 0;
	long best = 0;
	if (!XQueryTree(d, root, &root, &parent, &children, &n)) return 0;
	for (unsigned int i = 0; i < n; i++) {
		XWindowAttributes a;
		if (!XGetWindowAttributes(d, children[i], &a) || a.map_state != IsViewable) continue;
		long area = (long)a.width * a.height;
		if (area > best) {
			int rx, ry;
			Window child;
			if (!XTranslateCoordinates(d, children[i], root, 0, 0, &rx, &ry, &child)) continue;
			best = area;
			*x = rx; *y = ry; *w = a.width; *h = a.height;
		}
	}
	if (children) XFree(children);
	return best > 0;
}

// grab copies a rectangle of the screen into out (w*h*4 bytes, RGBA).
static int grab(Display *d, int x0, int y0, int w, int h, unsigned char *out) {
	XImage *img = XGetImage(d, DefaultRootWindow(d), x0, y0, w, h, AllPlanes, ZPixmap);
	if (!img) return 0;
	for (int y = 0; y < h; y++) {
		for (int x = 0; x < w; x++) {
			unsigned long p = XGetPixel(img, x, y);
			unsigned char *o = out + 4 * (y * w + x);
			o[0] = (p & img->red_mask) >> 16;
			o[1] = (p & img->green_mask) >> 8;
			o[2] = p & img->blue_mask;
			o[3] = 255;
		}
	}
	XDestroyImage(img);
	return 1;
}
*/
import "C"

import (
	"errors"
	"image"
	"unsafe"
)

// Display is a connection to the X server named by $DISPLAY.
type Display struct{ d *C.Display }

// Open connects to the X server.
func Open() (*Display, error) {
	d := C.XOpenDisplay(nil)
	if d == nil {
		return nil, errors.New("cannot open the X display (is DISPLAY set? run under xvfb-run)")
	}
	C.quietErrors()
	return &Display{d: d}, nil
}

// Close ends the connection.
func (d *Display) Close() { C.XCloseDisplay(d.d) }

// Xlib returns Xlib's Display, for a caller's own cgo calls (the real-window test's fake input
// through XTest): convert it with (*C.Display)(d.Xlib()).
func (d *Display) Xlib() unsafe.Pointer { return unsafe.Pointer(d.d) }

// Size returns the screen's size in pixels.
func (d *Display) Size() (w, h int) {
	return int(C.XDisplayWidth(d.d, 0)), int(C.XDisplayHeight(d.d, 0))
}

// Largest returns the place of the largest window on the screen (without a window manager, the
// app's), in screen pixels; ok is false when no window is shown. The window may hang off the
// screen.
func (d *Display) Largest() (r image.Rectangle, ok bool) {
	var x, y, w, h C.int
	if C.largest(d.d, &x, &y, &w, &h) == 0 {
		return image.Rectangle{}, false
	}
	return image.Rect(int(x), int(y), int(x)+int(w), int(y)+int(h)), true
}

// Grab copies the pixels of r, which must lie on the screen, into an image whose origin is r's
// top left corner.
func (d *Display) Grab(r image.Rectangle) (*image.RGBA, error) {
	if r.Empty() {
		return nil, errors.New("nothing to capture: an empty rectangle")
	}
	img := image.NewRGBA(image.Rect(0, 0, r.Dx(), r.Dy()))
	if C.grab(d.d, C.int(r.Min.X), C.int(r.Min.Y), C.int(r.Dx()), C.int(r.Dy()), (*C.uchar)(unsafe.Pointer(&img.Pix[0]))) == 0 {
		return nil, errors.New("the screen could not be captured")
	}
	return img, nil
}
