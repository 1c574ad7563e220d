package corpus

var answers = []Answer{
	{
		ID:       "annual-refund",
		Question: "Can I get my money back on an annual Tessera Cloud plan?",
		Text: "Annual subscriptions can be refunded in full within 30 days of the original purchase date [1]. " +
			"After 30 days, annual subscriptions are refunded pro-rata for the unused whole months, minus an administration fee of $25 [1].",
		Sources: []string{"1"},
		Lang:    "en",
	},
	{
		ID:       "monthly-plans",
		Question: "How do refunds work for monthly Tessera Cloud plans?",
		Text: "Tessera Cloud answers every refund request within 2 business days [1]. " +
			"Monthly plans are not refundable [1]. " +
			"When you cancel a monthly plan, you keep access until the end of the current billing period [1].",
		Sources: []string{"1"},
		Lang:    "en",
	},
	{
		ID:       "refund-timing",
		Question: "How long does a Tessera Cloud refund take?",
		Text: "Approved refunds are issued to the original payment method within 10 business days [1]. " +
			"Refunds to bank transfers can take up to 15 business days, and they are paid in the currency of the original charge [1].",
		Sources: []string{"1"},
		Lang:    "en",
	},
	{
		ID:       "grinder-burrs",
		Question: "What burrs and motor does the Kestrel K2 use?",
		Text: "The Kestrel K2 grinds with 40 mm hardened steel conical burrs driven by a 150-watt motor at 450 rpm [2]. " +
			"It offers 31 stepped grind settings, from fine espresso to coarse French press [2].",
		Sources: []string{"2"},
		Lang:    "en",
	},
	{
		ID:       "grinder-size",
		Question: "How big is the Kestrel K2?",
		Text: "The K2 measures 32 cm tall and weighs 3.9 kg [2]. " +
			"Its bean hopper holds 250 g of whole beans, and the grounds bin holds 110 g [2].",
		Sources: []string{"2"},
		Lang:    "en",
	},
	{
		ID:       "grinder-warranty",
		Question: "What warranty does the Kestrel K2 have?",
		Text: "Every K2 has a 2-year limited warranty covering the motor and electronics, while the burrs are covered for 12 months [2]. " +
			"A single-dose funnel is sold separately for $24 [2].",
		Sources: []string{"2"},
		Lang:    "en",
	},
	{
		ID:       "grinder-list",
		Question: "Give me the key facts about the Kestrel K2.",
		Text: "Key facts about the Kestrel K2:\n\n" +
			"- Price: $189.00, with free shipping in the contiguous United States [2]\n" +
			"- The grounds bin holds 110 g and has a magnetic lid [2]\n" +
			"- It runs at about 72 dB measured at 1 metre [2]\n",
		Sources: []string{"2"},
		Lang:    "en",
	},
	{
		ID:       "contract-term",
		Question: "How long does the Harbor Analytics agreement run?",
		Text: "The Agreement runs for an initial term of 24 months from 1 March 2025 [3]. " +
			"It renews automatically for 12-month periods unless either party gives written notice at least 90 days before the end of the current term [3].",
		Sources: []string{"3"},
		Lang:    "en",
	},
	{
		ID:       "contract-fees",
		Question: "What does the Client pay under the agreement?",
		Text: "The Client pays a monthly fee of €8,500, and invoices are payable within 30 days [3]. " +
			"Late payments bear interest at 1.5% per month [3].",
		Sources: []string{"3"},
		Lang:    "en",
	},
	{
		ID:       "contract-sla",
		Question: "What service level does the Supplier commit to?",
		Text: "The Supplier must keep the reporting platform available 99.5% of the time in each calendar month [3]. " +
			"Below that level, the Client may claim a service credit of 5% of the monthly fee for each full 0.5% shortfall, up to a maximum of 25% [3].",
		Sources: []string{"3"},
		Lang:    "en",
	},
	{
		ID:       "contract-termination",
		Question: "How can the agreement be terminated?",
		Text: "Either party may terminate the Agreement with immediate effect if the other party commits a material breach and fails to remedy it within 30 days of written notice [3]. " +
			"After the first 12 months, the Client may also terminate for convenience on 6 months' written notice [3].",
		Sources: []string{"3"},
		Lang:    "en",
	},
	{
		ID:       "contract-liability",
		Question: "What limits apply to the Supplier?",
		Text: "The Supplier's total liability shall not exceed the fees paid in the 12 months before the claim [3]. " +
			"The Supplier may not assign the Agreement without the Client's prior written consent [3].",
		Sources: []string{"3"},
		Lang:    "en",
	},
	{
		ID:       "council-vote",
		Question: "What did Riverside council decide about cycle lanes?",
		Text: "Riverside council approved a £4.2 million plan to build 18 kilometres of protected cycle lanes, after a vote of 27 to 14 [4]. " +
			"The first section, a 3.5-kilometre route along Mill Road, is due to open in September 2025 [4].",
		Sources: []string{"4"},
		Lang:    "en",
	},
	{
		ID:       "council-funding",
		Question: "How will the cycle lanes be paid for?",
		Text: "Two-thirds of the £4.2 million will come from a national transport grant, with the rest from the council's own capital budget [4]. " +
			"Council leader Amara Osei said the scheme would \"make it safe for a twelve-year-old to ride to school\" [4].",
		Sources: []string{"4"},
		Lang:    "en",
	},
	{
		ID:       "council-survey",
		Question: "Do residents support the cycle lanes?",
		Text: "A council survey of 2,100 residents found that 61% supported the plan and 29% opposed it [4]. " +
			"Opponents argued that the lanes would remove on-street parking spaces, and Riverside Traders warned that shops could close [4].",
		Sources: []string{"4"},
		Lang:    "en",
	},
	{
		ID:       "privacy-children",
		Question: "Can children use Fernleaf Health, and is my data sold?",
		Text: "The Fernleaf Health app is not intended for children under 16 [5]. " +
			"Fernleaf does not sell your personal data, and it does not use it for advertising [5].",
		Sources: []string{"5"},
		Lang:    "en",
	},
	{
		ID:       "privacy-deletion",
		Question: "What happens to my data when I delete my Fernleaf account?",
		Text: "After you delete your account, Fernleaf erases your data within 30 days, and backups are overwritten within 90 days [5]. " +
			"You may ask Fernleaf to correct or delete your data, and it replies within 14 days [5].",
		Sources: []string{"5"},
		Lang:    "en",
	},
	{
		ID:       "zh-shipping",
		Question: "青木家居怎么收运费？多久发货？",
		Text:     "订单金额满199元免运费，未满199元收取运费12元[6]。现货商品在付款后48小时内发货[6]。",
		Sources:  []string{"6"},
		Lang:     "zh",
	},
	{
		ID:       "zh-returns",
		Question: "青木家居可以无理由退货吗？",
		Text:     "自签收之日起7天内，未使用且包装完好的商品可以无理由退货[6]。定制家具不支持无理由退货[6]。",
		Sources:  []string{"6"},
		Lang:     "zh",
	},
	{
		ID:       "zh-refund",
		Question: "退款需要多长时间？",
		Text:     "收到退货并检验合格后，青木家居将在3个工作日内办理退款[6]。款项原路退回[6]。",
		Sources:  []string{"6"},
		Lang:     "zh",
	},
	{
		ID:       "ru-warranty",
		Question: "Какая гарантия на стиральные машины «Волна»?",
		Text: "На стиральные машины «Волна» действует гарантия 24 месяца с даты покупки, а на двигатель предоставляется гарантия 10 лет [7]. " +
			"Ремонт по гарантии выполняется бесплатно в авторизованных сервисных центрах [7].",
		Sources: []string{"7"},
		Lang:    "ru",
	},
	{
		ID:       "ru-repair",
		Question: "Сколько длится гарантийный ремонт?",
		Text: "Гарантийный ремонт выполняется в течение 21 дня с момента приёма машины в сервисный центр [7]. " +
			"Гарантия не распространяется на повреждения, вызванные неправильной установкой или перепадами напряжения [7].",
		Sources: []string{"7"},
		Lang:    "ru",
	},
	{
		ID:       "ru-contact",
		Question: "Как обратиться по гарантии?",
		Text: "Горячая линия работает ежедневно с 8:00 до 20:00 по московскому времени [7]. " +
			"Для обращения по гарантии необходимо предъявить кассовый чек и гарантийный талон [7].",
		Sources: []string{"7"},
		Lang:    "ru",
	},
	{
		ID:       "refund-and-warranty",
		Question: "Compare the Tessera Cloud refund window with the Kestrel K2 warranty.",
		Text: "Tessera Cloud refunds annual subscriptions in full within 30 days of purchase [1], while the Kestrel K2 comes with a 2-year limited warranty covering the motor [2]. " +
			"The K2 burrs are wear parts covered for 12 months [2].",
		Sources: []string{"1", "2"},
		Lang:    "en",
	},
	{
		ID:       "deletion-and-confidentiality",
		Question: "How long is data kept by Fernleaf and by the Harbor Analytics contract?",
		Text: "Fernleaf erases your data within 30 days after you delete your account [5]. " +
			"Under the Harbor Analytics agreement, each party must keep the other party's confidential information secret for 5 years after the Agreement ends [3].",
		Sources: []string{"5", "3"},
		Lang:    "en",
	},
	{
		ID:       "refund-windows",
		Question: "How long do I have to return things to Tessera Cloud and to 青木家居?",
		Text: "Tessera Cloud refunds annual subscriptions in full within 30 days of the original purchase date [1]. " +
			"青木家居的商品自签收之日起7天内可以无理由退货，但须未使用且包装完好[6]。",
		Sources: []string{"1", "6"},
		Lang:    "en",
	},
	{
		ID:       "annual-paraphrase",
		Question: "Is an annual Tessera Cloud plan refundable?",
		Text: "If you ask within 30 days of buying, Tessera Cloud refunds an annual subscription in full [1]. " +
			"Later cancellations get a pro-rata refund for the unused whole months, less a $25 administration fee [1].",
		Sources: []string{"1"},
		Lang:    "en",
	},
	{
		ID:       "grinder-paraphrase",
		Question: "How much is the K2 and how fine can it grind?",
		Text: "Kestrel's K2 sells for $189.00, and shipping is free within the contiguous United States [2]. " +
			"You get 31 stepped grind settings ranging from fine espresso to coarse French press [2].",
		Sources: []string{"2"},
		Lang:    "en",
	},
	{
		ID:       "contract-paraphrase",
		Question: "What uptime does Harbor Analytics promise, and what if it misses it?",
		Text: "Harbor Analytics must keep its reporting platform up 99.5% of the time in each calendar month [3]. " +
			"For each full 0.5% shortfall, Mireille Foods can claim a service credit of 5% of the monthly fee, capped at 25% [3].",
		Sources: []string{"3"},
		Lang:    "en",
	},
	{
		ID:       "privacy-paraphrase",
		Question: "Does Fernleaf sell my data, and how fast is it erased?",
		Text: "Fernleaf says it does not sell your personal data or use it for advertising [5]. " +
			"Once you delete your account, your data is erased within 30 days, while backups are overwritten within 90 days [5].",
		Sources: []string{"5"},
		Lang:    "en",
	},
	{
		ID:       "zh-paraphrase",
		Question: "现货多久发货？",
		Text:     "青木家居的现货商品会在付款后48小时内发货[6]。",
		Sources:  []string{"6"},
		Lang:     "zh",
	},
	{
		ID:       "ru-paraphrase",
		Question: "Какая гарантия на двигатель?",
		Text:     "Гарантия на двигатель машин «Волна» составляет 10 лет [7].",
		Sources:  []string{"7"},
		Lang:     "ru",
	},
}
