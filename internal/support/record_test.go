package support

import "testing"

func TestRecordClaim(t *testing.T) {
	for _, tt := range []struct {
		text string
		want bool
	}{
		{"The docket shows service irregularities.", true},
		{"The record suggests the court entered prior sanctions.", true},
		{"Defendant was never properly served with the summons.", true},
		{"Plaintiff filed a motion to compel on March 3.", true},
		{"The court denied the motion for a new trial.", true},
		{"The judge held a hearing before ruling.", true},
		{"Service of process appears to have been defective.", true},
		{"The case was dismissed with prejudice.", true},
		{"This suggests the policy is generous.", false},
		{"The refund window seems fair to customers.", false},
		{"Overall, the plan appears reasonable.", false},
		{"Los planes mensuales no son reembolsables.", false},
	} {
		if got := RecordClaim(tt.text); got != tt.want {
			t.Errorf("RecordClaim(%q) = %v; want %v", tt.text, got, tt.want)
		}
	}
}
