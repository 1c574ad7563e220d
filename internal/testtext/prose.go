// Package testtext builds test inputs for the text packages: deterministic
// prose for benchmarks and rapid generators of strings that stress
// folding and location.
package testtext

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"unicode/utf8"
)

var englishWords = strings.Fields(`
the a an of to and in for on with by at from as that this these those which
customer customers order orders refund refunds policy window days business
purchase purchased item items product products store online account payment
payments card credit original method shipping delivery return returns
returned receipt request requests within after before during unless except
must may will can should not no any all each every other such only also
full partial amount price prices charge charges fee fees service support team
contact email phone address date time period notice written approval
condition conditions unused packaging tags damaged defective warranty claim
claims processing processed issued issue issues exchange exchanges credit
balance gift cards sale final clearance subscription subscriptions annual
monthly plan plans cancel cancellation cancelled renewal renew automatically
terms agreement provide provided receive received including included
reasonable discretion determine determined applicable law laws jurisdiction
country region tax taxes duties local currency bank transfer days weeks months
is are was were be been has have had do does did it its their our your we you
they he she his her them us who whom where when how why what
`)

var englishNumbers = []string{
	"30", "14", "90", "7", "2024", "1,250.00", "$19.99", "10%", "5", "60", "48",
	"3–5", "24/7", "No. 4", "v2.1",
}

// English returns n bytes (or a few less, to end on a character boundary)
// of deterministic English prose: policy-like sentences in paragraphs,
// mostly ASCII with the odd curly quote, dash and non-breaking space that
// real documents carry.
func English(n int) string {
	rng := rand.New(rand.NewPCG(1, 2))
	var b strings.Builder
	b.Grow(n + 256)
	for b.Len() < n {
		sentences := 3 + rng.IntN(5)
		for s := 0; s < sentences; s++ {
			words := 6 + rng.IntN(20)
			for w := 0; w < words; w++ {
				if w > 0 {
					switch r := rng.IntN(100); {
					case r < 4:
						b.WriteString(", ")
					case r < 5:
						b.WriteString(" — ")
					case r < 6:
						b.WriteString("\u00a0")
					default:
						b.WriteByte(' ')
					}
				}
				word := englishWords[rng.IntN(len(englishWords))]
				switch r := rng.IntN(100); {
				case r < 6:
					word = englishNumbers[rng.IntN(len(englishNumbers))]
				case r < 8:
					word = "“" + word + "”"
				case r < 10:
					word += "’s"
				case r < 12:
					word = strings.ToUpper(word[:1]) + word[1:]
				}
				if w == 0 {
					word = strings.ToUpper(word[:1]) + word[1:]
				}
				b.WriteString(word)
			}
			b.WriteString(".")
			if s < sentences-1 {
				b.WriteByte(' ')
			}
		}
		b.WriteString("\n\n")
	}
	return cut(b.String(), n)
}

var chineseWords = strings.Fields(`
全额退款 仅限 三十天内 客户 订单 商品 服务 如果 您 可以 申请 我们 将 在 收到 后
处理 工作日 运费 不予 退还 政策 适用于 所有 购买 的 了 是 和 或 与 及 其 该 此
原路 返回 支付 方式 银行卡 账户 余额 优惠券 礼品卡 发票 收据 包装 完好 未使用
质量 问题 损坏 缺陷 保修 期限 内 之前 以后 必须 应当 需要 提供 有效 凭证 联系
客服 电话 邮件 地址 日期 时间 通知 书面 同意 条件 标签 吊牌 换货 补差价 积分
会员 年度 月度 套餐 取消 续订 自动 条款 协议 法律 规定 地区 税费 关税 本地 货币
`)

var chinesePunct = []string{"，", "，", "，", "、", "；", "：", "。"}

// Chinese returns n bytes (or a few less, to end on a character boundary)
// of deterministic Chinese prose: Han text with Chinese punctuation, the
// odd ASCII or full-width number and Latin word, one paragraph a line.
func Chinese(n int) string {
	rng := rand.New(rand.NewPCG(3, 4))
	var b strings.Builder
	b.Grow(n + 256)
	for b.Len() < n {
		sentences := 2 + rng.IntN(5)
		for s := 0; s < sentences; s++ {
			words := 8 + rng.IntN(24)
			for w := 0; w < words; w++ {
				switch r := rng.IntN(100); {
				case r < 3:
					b.WriteString(strconv.Itoa(1 + rng.IntN(90)))
				case r < 5:
					b.WriteString("３０")
				case r < 6:
					b.WriteString("VIP")
				case r < 8:
					b.WriteString("“" + chineseWords[rng.IntN(len(chineseWords))] + "”")
				default:
					b.WriteString(chineseWords[rng.IntN(len(chineseWords))])
				}
				if w < words-1 && rng.IntN(100) < 12 {
					b.WriteString(chinesePunct[rng.IntN(len(chinesePunct)-1)])
				}
			}
			b.WriteString("。")
		}
		b.WriteByte('\n')
	}
	return cut(b.String(), n)
}

// cut returns s cut to at most n bytes on a character boundary.
func cut(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}
