// Command checkpe fails unless a file is a 64-bit Windows executable (PE32+) for the GUI subsystem that
// carries an icon resource: the package check for the Windows build, which cannot be run here.
//
//	checkpe FILE.exe
//	checkpe ARCHIVE.zip ENTRY.exe   (checks the executable inside the zip)
//	checkpe -console ...            (a console program instead: no icon needed)
package main

import (
	"archive/zip"
	"bytes"
	"debug/pe"
	"encoding/binary"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
)

const (
	subsystemWindowsGUI = 2
	subsystemConsole    = 3
	resourceGroupIcon   = 14 // RT_GROUP_ICON
	resourceVersion     = 16 // RT_VERSION
)

// wantConsole is set by -console.
var wantConsole = flag.Bool("console", false, "expect a console program (no icon needed)")

func main() {
	flag.Parse()
	var err error
	switch args := flag.Args(); len(args) {
	case 1:
		err = checkFile(args[0])
	case 2:
		err = checkZipEntry(args[0], args[1])
	default:
		fmt.Fprintln(os.Stderr, "usage: checkpe [-console] FILE.exe | checkpe [-console] ARCHIVE.zip ENTRY.exe")
		os.Exit(2)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "checkpe:", err)
		os.Exit(1)
	}
}

func checkFile(name string) error {
	data, err := os.ReadFile(name)
	if err != nil {
		return err
	}
	return check(name, data)
}

func checkZipEntry(archive, entry string) error {
	zr, err := zip.OpenReader(archive)
	if err != nil {
		return err
	}
	defer zr.Close()
	for _, f := range zr.File {
		if f.Name != entry {
			continue
		}
		rc, err := f.Open()
		if err != nil {
			return err
		}
		data, err := io.ReadAll(rc)
		rc.Close()
		if err != nil {
			return fmt.Errorf("%s: %s: %v", archive, entry, err)
		}
		return check(archive+":"+entry, data)
	}
	return fmt.Errorf("%s: no entry %s", archive, entry)
}

func check(name string, data []byte) error {
	f, err := pe.NewFile(bytes.NewReader(data))
	if err != nil {
		return fmt.Errorf("%s: %v", name, err)
	}
	defer f.Close()
	oh, ok := f.OptionalHeader.(*pe.OptionalHeader64)
	if !ok {
		return fmt.Errorf("%s: not PE32+ (64-bit)", name)
	}
	if *wantConsole {
		if oh.Subsystem != subsystemConsole {
			return fmt.Errorf("%s: subsystem %d, want the console subsystem (%d)", name, oh.Subsystem, subsystemConsole)
		}
		fmt.Printf("checkpe: %s is a PE32+ console executable\n", name)
		return nil
	}
	if oh.Subsystem != subsystemWindowsGUI {
		return fmt.Errorf("%s: subsystem %d, want the Windows GUI subsystem (%d)", name, oh.Subsystem, subsystemWindowsGUI)
	}
	types, err := resourceTypes(f)
	if err != nil {
		return fmt.Errorf("%s: %v", name, err)
	}
	if !types[resourceGroupIcon] {
		return fmt.Errorf("%s: no icon resource", name)
	}
	fmt.Printf("checkpe: %s is a PE32+ GUI executable with an icon (version resource: %v)\n", name, types[resourceVersion])
	return nil
}

// resourceTypes lists the numeric type IDs at the root of the resource directory (.rsrc).
func resourceTypes(f *pe.File) (map[uint32]bool, error) {
	s := f.Section(".rsrc")
	if s == nil {
		return nil, errors.New("no .rsrc section")
	}
	data, err := s.Data()
	if err != nil {
		return nil, err
	}
	if len(data) < 16 {
		return nil, errors.New("resource directory too short")
	}
	named := int(binary.LittleEndian.Uint16(data[12:]))
	ids := int(binary.LittleEndian.Uint16(data[14:]))
	types := map[uint32]bool{}
	for i := 0; i < named+ids; i++ {
		off := 16 + 8*i
		if off+8 > len(data) {
			return nil, errors.New("resource directory truncated")
		}
		id := binary.LittleEndian.Uint32(data[off:])
		if id&0x80000000 == 0 {
			types[id] = true
		}
	}
	return types, nil
}
