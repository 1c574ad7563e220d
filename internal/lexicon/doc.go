// Package lexicon tells which English words are forms of one another, and
// which are related, antonyms, synonyms or kinds of one another, from
// tables generated from WordNet 3.0.
//
// # What the tables hold
//
// The lexicon is WordNet's single-word lemmas, in lower case as WordNet's
// index files give them ("canada", not "Canada"), in all four parts of
// speech; lemmas of several words (those written with '_' in WordNet) and
// the links to them are left out, but for the verb phrases of two words
// below. For each lemma the tables hold:
//
//   - its parts of speech ([ID.POS]);
//   - its senses, the synsets it belongs to, in WordNet's order, most
//     frequent first: all of its noun and verb senses, and the first
//     [SynonymSenses] of its adjective and adverb senses;
//   - the lemmas it is linked to by a derivationally related form (+),
//     pertainym (\) or participle (<) pointer ([Related]; not attributes, which link opposites such as high and low to one noun);
//   - its antonyms (!), with, for a satellite adjective, the antonyms of
//     the head of its cluster ([Antonym]).
//
// They also hold the hypernym (@) and instance-hypernym (@i) links of the
// noun and verb synsets that [IsA] can reach, the irregular forms of
// WordNet's exception lists with their bases ([Bases]), and WordNet's verb
// phrases of two words whose first word is a verb lemma ("take place",
// "pass away", "turn down"), each with the single-word lemmas that share
// one of its first [SynonymSenses] senses among their own, its synonyms,
// and those in a direct hypernym of one, its kinds ([EachPhraseLemma]).
//
// # Index
//
// [Lookup] finds a lemma's [ID]; [Bases] finds the lemmas a word is a form
// of. [Related], [Antonym], [Synonym] and [IsA] compare two lemmas;
// [EachPhraseLemma] gives what a verb phrase of two words means. None of
// them allocates (Bases only to grow dst), and all of them are safe for
// concurrent use: the tables are constants.
//
// # Source and licence
//
// The tables are derived from WordNet 3.0, Copyright 2006 by Princeton
// University, and are distributed under its licence, in the file
// LICENSE-wordnet beside this one. [Version] names the data.
//
// # Regenerating
//
// tables.go is written by gen.go from WordNet's database files, which
// Debian and Ubuntu install with the package wordnet-base:
//
//	apt-get install wordnet-base
//	go generate ./internal/lexicon/
//
// gen.go reads /usr/share/wordnet unless given -wordnet DIR. The output
// depends on the data only; TestRegenerate checks that tables.go is what
// gen.go writes, when the data is installed. When the tables change,
// [Version] changes with them (TestVersion says how).
package lexicon
