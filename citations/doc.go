// Package citations checks an answer that cites its sources with inline
// markers such as [1], sentence by sentence.
package citations
