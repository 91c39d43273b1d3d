package ui

import (
	"os"
	"path/filepath"
	"sync"
)

// autosaver writes the latest game to a file in a background goroutine, atomically (a temporary
// file in the same directory, then a rename), so that a crash at any moment leaves either the
// previous save or the new one. Saves that arrive while one is being written are merged: only
// the latest is written next.
type autosaver struct {
	path    string
	onError func(error) // called from the writing goroutine

	mu      sync.Mutex
	pending []byte
	has     bool
	running bool
	idle    *sync.Cond
}

func newAutosaver(path string, onError func(error)) *autosaver {
	a := &autosaver{path: path, onError: onError}
	a.idle = sync.NewCond(&a.mu)
	return a
}

// Save schedules data to be written and returns at once.
func (a *autosaver) Save(data []byte) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.pending, a.has = data, true
	if !a.running {
		a.running = true
		go a.loop()
	}
}

func (a *autosaver) loop() {
	for {
		a.mu.Lock()
		if !a.has {
			a.running = false
			a.idle.Broadcast()
			a.mu.Unlock()
			return
		}
		data := a.pending
		a.pending, a.has = nil, false
		a.mu.Unlock()
		if err := writeAtomic(a.path, data); err != nil && a.onError != nil {
			a.onError(err)
		}
	}
}

// Wait blocks until everything saved so far is on disk.
func (a *autosaver) Wait() {
	a.mu.Lock()
	defer a.mu.Unlock()
	for a.running {
		a.idle.Wait()
	}
}

// writeAtomic replaces path with data: it writes a temporary file next to it, syncs it and
// renames it over path.
func writeAtomic(path string, data []byte) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, filepath.Base(path)+".*.tmp")
	if err != nil {
		return err
	}
	tmp := f.Name()
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp, path)
	}
	if err != nil {
		os.Remove(tmp)
	}
	return err
}
