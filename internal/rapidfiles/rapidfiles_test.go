// Package rapidfiles_test checks that the ordinary go test replays every
// failure file of pgregory.net/rapid committed under a package's
// testdata/rapid.
//
// rapid replays, before it draws new cases, the files it finds at
// testdata/rapid/<Test>/<Test>-*.fail of the package it runs in, for the
// property of that test: a file elsewhere, for a test that is gone or was
// renamed, of another rapid version, or whose bits no longer make the
// property draw what they made it draw when it failed, is silently not
// replayed (or replays another case), and the bug it pins can come back
// unnoticed.
package rapidfiles_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// A property is a rapid test with committed failure files.
type property struct {
	dir   string   // the package's directory
	test  string   // the test's name
	files []string // its failure files, in the order rapid replays them
}

// properties returns the committed failure files of the module under
// root, by package and test. A file that rapid would not find is an error.
func properties(t *testing.T, root string) []*property {
	byKey := map[string]*property{}
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == ".git" || d.Name() == "node_modules") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".fail") {
			return nil
		}
		rel, _ := filepath.Rel(root, path)
		dir, rest, ok := strings.Cut(filepath.ToSlash(rel), "/testdata/rapid/")
		if !ok && strings.HasPrefix(filepath.ToSlash(rel), "testdata/rapid/") {
			dir, rest, ok = ".", strings.TrimPrefix(filepath.ToSlash(rel), "testdata/rapid/"), true
		}
		test, name, _ := strings.Cut(rest, "/")
		if !ok || strings.Contains(name, "/") || !strings.HasPrefix(name, test+"-") {
			t.Errorf("%s: not at <package>/testdata/rapid/<Test>/<Test>-*.fail, where rapid looks", rel)
			return nil
		}
		key := dir + "\x00" + test
		if byKey[key] == nil {
			byKey[key] = &property{dir: filepath.Join(root, dir), test: test}
		}
		byKey[key].files = append(byKey[key].files, path)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	var out []*property
	for _, p := range byKey {
		sort.Strings(p.files) // filepath.Glob's order, in which rapid replays them
		out = append(out, p)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].dir+out[i].test < out[j].dir+out[j].test })
	return out
}

// hasTest reports whether the Go test files of dir declare the test
// function name.
func hasTest(t *testing.T, dir, name string) bool {
	paths, err := filepath.Glob(filepath.Join(dir, "*_test.go"))
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	for _, p := range paths {
		f, err := parser.ParseFile(fset, p, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			if fn, ok := d.(*ast.FuncDecl); ok && fn.Recv == nil && fn.Name.Name == name {
				return true
			}
		}
	}
	return false
}

// draws returns the values drawn in the rapid log lines of out, in order.
func draws(out string) []string {
	var ds []string
	for _, line := range strings.Split(out, "\n") {
		if _, d, ok := strings.Cut(line, "[rapid] draw "); ok {
			ds = append(ds, strings.TrimSpace(d))
		}
	}
	return ds
}

// TestFailFilesReplay runs each property with committed failure files as
// the ordinary go test does, drawing no new cases (-rapid.checks=0), and
// checks that rapid replays every file, in order, and that each makes the
// property draw what the file records it drew when it failed.
func TestFailFilesReplay(t *testing.T) {
	if testing.Short() {
		t.Skip("builds test binaries with the go command")
	}
	goCmd, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command on PATH")
	}
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	bins := map[string]string{} // package directory → test binary
	for _, p := range properties(t, root) {
		rel, _ := filepath.Rel(root, p.dir)
		if !hasTest(t, p.dir, p.test) {
			t.Errorf("%s/testdata/rapid/%s: package %s has no test %s to replay its files", rel, p.test, rel, p.test)
			continue
		}
		bin := bins[p.dir]
		if bin == "" {
			bin = filepath.Join(t.TempDir(), "pkg.test")
			cmd := exec.Command(goCmd, "test", "-c", "-o", bin, ".")
			cmd.Dir = p.dir
			if out, err := cmd.CombinedOutput(); err != nil {
				t.Fatalf("go test -c in %s: %v\n%s", rel, err, out)
			}
			bins[p.dir] = bin
		}
		cmd := exec.Command(bin, "-test.run", "^"+p.test+"$", "-test.count", "1", "-test.v", "-rapid.checks", "0", "-rapid.v")
		cmd.Dir = p.dir
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Errorf("%s %s: the replay fails: %v\n%s", rel, p.test, err, out)
			continue
		}
		for _, bad := range []string{"[rapid] ignoring fail file", "is no longer valid"} {
			if strings.Contains(string(out), bad) {
				t.Errorf("%s %s: rapid does not replay a committed file:\n%s", rel, p.test, out)
			}
		}
		var want []string
		for _, f := range p.files {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			want = append(want, draws(string(b))...)
		}
		if diff := cmp.Diff(want, draws(string(out))); diff != "" {
			t.Errorf("%s %s: the replay draws other values than the committed files record (-files +replay):\n%s", rel, p.test, diff)
		}
	}
}
