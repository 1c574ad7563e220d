// Package readme_test checks that the Go programs in README.md compile.
package readme_test

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// programs returns the fenced Go blocks of markdown that are whole programs.
func programs(markdown string) []string {
	var out []string
	for _, block := range strings.Split(markdown, "```go\n")[1:] {
		code, _, ok := strings.Cut(block, "```")
		if ok && strings.HasPrefix(code, "package main\n") {
			out = append(out, code)
		}
	}
	return out
}

// TestReadmeProgramsCompile builds every program of README.md as a package
// of this module, through a build overlay, so that the README's examples
// cannot drift from the API.
func TestReadmeProgramsCompile(t *testing.T) {
	if testing.Short() {
		t.Skip("builds programs with the go command")
	}
	goCmd, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command on PATH")
	}
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	readme, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	progs := programs(string(readme))
	if len(progs) < 3 {
		t.Fatalf("README.md has %d Go programs; want the examples", len(progs))
	}
	dir := t.TempDir()
	replace := map[string]string{}
	var pkgs []string
	for i, p := range progs {
		src := filepath.Join(dir, fmt.Sprintf("main%d.go", i))
		if err := os.WriteFile(src, []byte(p), 0o644); err != nil {
			t.Fatal(err)
		}
		pkg := fmt.Sprintf("internal/readme/program%d", i)
		replace[filepath.Join(root, pkg, "main.go")] = src
		pkgs = append(pkgs, "./"+pkg)
	}
	overlay, err := json.Marshal(map[string]any{"Replace": replace})
	if err != nil {
		t.Fatal(err)
	}
	overlayFile := filepath.Join(dir, "overlay.json")
	if err := os.WriteFile(overlayFile, overlay, 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(goCmd, append([]string{"build", "-overlay", overlayFile}, pkgs...)...)
	cmd.Dir = root
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Errorf("README programs do not build: %v\n%s", err, out)
	}
}
