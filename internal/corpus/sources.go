package corpus

var sources = []Source{
	{
		ID:    "1",
		Name:  "refund-policy",
		Title: "Tessera Cloud refund policy",
		Lang:  "en",
		Text: `Tessera Cloud — Refund Policy
Last updated: 14 March 2025

1. Annual plans
Annual subscriptions can be refunded in full within 30 days of the original purchase date. After 30 days, annual subscriptions are refunded on a pro-rata basis for the unused whole months remaining in the term, minus an administration fee of $25.

2. Monthly plans
Monthly plans are not refundable. When you cancel a monthly plan, you keep access until the end of the current billing period, and no further charges are made.

3. How to request a refund
Refund requests must be sent from the account owner's email address to billing@tessera.example. Include your invoice number and the reason for the request. We answer every request within 2 business days.

4. Processing time
Approved refunds are issued to the original payment method within 10 business days. Refunds to bank transfers can take up to 15 business days. We do not issue refunds as account credit unless you ask for it.

5. Exceptions
Add-on storage packs, purchased separately, are non-refundable once any of the extra storage has been used. Accounts suspended for a breach of the Terms of Service are not eligible for a refund.

6. Currency
Refunds are paid in the currency of the original charge. Tessera Cloud is not responsible for exchange-rate differences charged by your bank.
`,
	},
	{
		ID:    "2",
		Name:  "product-page",
		Title: "Kestrel K2 conical burr grinder",
		Lang:  "en",
		Text: `Kestrel K2 Conical Burr Grinder

Price: $189.00 (free shipping in the contiguous United States)

The Kestrel K2 grinds coffee with 40 mm hardened steel conical burrs driven by a 150-watt motor at 450 rpm. The low speed keeps the grounds cool and reduces static.

Grind settings
The K2 offers 31 stepped grind settings, from fine espresso to coarse French press. A full rotation of the collar moves the burrs by 0.8 mm.

Capacity
The bean hopper holds 250 g of whole beans. The grounds bin holds 110 g and has a magnetic lid.

Dimensions and weight
The grinder measures 32 cm tall, 14 cm wide and 22 cm deep, and weighs 3.9 kg.

In the box
Grinder, hopper lid, grounds bin, cleaning brush and a quick-start guide. A single-dose funnel is sold separately for $24.

Warranty
Every K2 comes with a 2-year limited warranty covering the motor and electronics. The burrs are wear parts and are covered for 12 months.

Noise
The K2 runs at about 72 dB measured at 1 metre, quieter than most blade grinders.
`,
	},
	{
		ID:    "3",
		Name:  "services-agreement",
		Title: "Harbor Analytics master services agreement",
		Lang:  "en",
		Text: `MASTER SERVICES AGREEMENT — SUMMARY OF KEY TERMS

This Agreement is made on 1 February 2025 between Harbor Analytics Ltd ("the Supplier") and Mireille Foods SA ("the Client").

1. Term. The Agreement starts on 1 March 2025 and runs for an initial term of 24 months. It renews automatically for successive 12-month periods unless either party gives written notice at least 90 days before the end of the current term.

2. Fees. The Client shall pay a monthly fee of €8,500, invoiced on the first business day of each month. Invoices are payable within 30 days. Late payments bear interest at 1.5% per month.

3. Service levels. The Supplier shall keep the reporting platform available 99.5% of the time in each calendar month. If availability falls below that level, the Client may claim a service credit of 5% of the monthly fee for each full 0.5% shortfall, up to a maximum of 25%.

4. Confidentiality. Each party must keep the other party's confidential information secret for the term of the Agreement and for 5 years after it ends.

5. Termination. Either party may terminate the Agreement with immediate effect if the other party commits a material breach and fails to remedy it within 30 days of written notice. The Client may also terminate for convenience on 6 months' written notice after the first 12 months.

6. Liability. The Supplier's total liability under the Agreement shall not exceed the fees paid in the 12 months before the claim. Neither party is liable for indirect or consequential loss.

7. Assignment. The Supplier may not assign the Agreement without the Client's prior written consent.

8. Governing law. The Agreement is governed by the laws of England and Wales.
`,
	},
	{
		ID:    "4",
		Name:  "news-article",
		Title: "Riverside council approves cycle lane plan",
		Lang:  "en",
		Text: `Riverside council approves £4.2 million cycle lane plan

By a staff reporter, 9 April 2025

Riverside city council on Tuesday approved a £4.2 million plan to build 18 kilometres of protected cycle lanes over the next three years, after a vote of 27 to 14.

The first section, a 3.5-kilometre route along Mill Road, is due to open in September 2025. Work on the remaining routes will start in 2026.

Council leader Amara Osei said the scheme would "make it safe for a twelve-year-old to ride to school". She said two-thirds of the money would come from a national transport grant, with the rest from the council's own capital budget.

Opponents argued that the lanes would remove 340 on-street parking spaces. Local business group Riverside Traders said footfall on Mill Road had already fallen by 8% since 2023, and warned that shops could close.

A council survey of 2,100 residents found that 61% supported the plan and 29% opposed it. The remaining 10% had no opinion.

The council said it would review traffic and air-quality data 12 months after the first section opens.
`,
	},
	{
		ID:    "5",
		Name:  "privacy-policy",
		Title: "Fernleaf Health privacy policy",
		Lang:  "en",
		Text: `Privacy Policy — Fernleaf Health app

Effective date: 1 January 2025

What we collect
We collect your name, email address, date of birth and the health readings you enter, such as weight, blood pressure and sleep hours. If you connect a wearable device, we also collect step counts and heart-rate data from it.

What we do not collect
We do not collect your precise location. We never access your contacts or photos.

How we use your data
We use your data to provide the app's features, to send reminders you have switched on, and to produce anonymised statistics. We do not sell your personal data to anyone, and we do not use it for advertising.

Sharing
We share data with our hosting provider, which stores it in data centres in the European Union, and with our email provider for account messages. We may disclose data if the law requires it.

Retention
We keep your account data for as long as your account is open. After you delete your account, we erase your data within 30 days, except backups, which are overwritten within 90 days.

Your rights
You can download a copy of your data at any time from Settings. You may ask us to correct or delete your data by writing to privacy@fernleaf.example; we reply within 14 days.

Children
The app is not intended for children under 16, and we do not knowingly collect data from them.
`,
	},
	{
		ID:    "6",
		Name:  "store-policy-zh",
		Title: "青木家居 退换货与配送说明",
		Lang:  "zh",
		Text: `青木家居 退换货与配送说明

更新日期：2025年2月1日

一、配送
订单金额满199元免运费，未满199元收取运费12元。现货商品在付款后48小时内发货，定制家具的生产周期为15至20个工作日。偏远地区（新疆、西藏）不提供送货上门服务。

二、退货
自签收之日起7天内，未使用且包装完好的商品可以无理由退货。定制家具不支持无理由退货。退货运费由买家承担，商品存在质量问题的除外。

三、换货
商品存在质量问题的，自签收之日起15天内可以申请换货，换货运费由本店承担。

四、退款
我们收到退货并检验合格后，将在3个工作日内办理退款，款项原路退回。

五、安装
购买床和衣柜的顾客可享受免费上门安装服务。其他商品不提供安装服务。
`,
	},
	{
		ID:    "7",
		Name:  "warranty-ru",
		Title: "Гарантийные условия — стиральные машины «Волна»",
		Lang:  "ru",
		Text: `Гарантийные условия — стиральные машины «Волна»

Дата вступления в силу: 1 марта 2025 года

1. Срок гарантии
На стиральные машины «Волна» действует гарантия 24 месяца с даты покупки. На двигатель предоставляется расширенная гарантия 10 лет.

2. Что покрывает гарантия
Гарантия покрывает производственные дефекты деталей и сборки. Ремонт по гарантии выполняется бесплатно в авторизованных сервисных центрах.

3. Что не покрывает гарантия
Гарантия не распространяется на повреждения, вызванные неправильной установкой, перепадами напряжения или использованием жёсткой воды без фильтра. Расходные материалы, такие как шланги и фильтры, гарантией не покрываются.

4. Сроки ремонта
Гарантийный ремонт выполняется в течение 21 дня с момента приёма машины в сервисный центр. Если ремонт невозможен, покупатель может потребовать замену машины или возврат денег.

5. Как обратиться
Для обращения по гарантии необходимо предъявить кассовый чек и гарантийный талон. Горячая линия работает ежедневно с 8:00 до 20:00 по московскому времени.
`,
	},
}
