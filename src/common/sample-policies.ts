/**
 * Two sample privacy policies written by the PolicyLens team (ours, free to ship) for the home
 * page's 'Try an example' and for tests. src/analyzer/samples/*.txt are copies for the CLI; a test
 * keeps them identical.
 */

export type SamplePolicy = { id: 'careful' | 'aggressive'; title: string; description: string; text: string };

/** A privacy-respecting note-taking app: data minimisation, no sale, clear retention, full rights. */
export const CAREFUL_SAMPLE_POLICY = `LANTERN NOTES PRIVACY POLICY

Effective date: 1 March 2026

Lantern Notes Ltd ("Lantern", "we", "us") makes Lantern Notes, a note-taking app for phones, tablets and the web. This policy explains what personal data we collect, why we use it, who we share it with, how long we keep it and the choices you have. We have tried to write it in plain language. If anything is unclear, email our privacy team at privacy@lanternnotes.example.

1. WHAT WE COLLECT

We collect only the data we need to run the service.

- Account details: when you create an account we collect your name, your email address and a password. We store the password only as a salted hash.
- Your notes: we store the notes, attachments and folders you create so that we can sync them between your devices. Notes are encrypted on your device before upload if you switch on end-to-end encryption.
- Payment details: if you buy Lantern Pro, our payment processor collects your card details. We receive only the last four digits of your card, its expiry month and your billing country.
- Technical data: our servers record your IP address, device type, operating system and app version when the app connects to us. We use this to keep the service secure and to fix bugs.
- Support messages: if you contact us, we keep the messages you send so that we can answer you.

We do not collect your precise location, your contacts or any biometric data. We do not use cookies for advertising. Our website uses one essential cookie to keep you signed in and, only if you agree in the cookie banner, one analytics cookie.

2. HOW WE USE YOUR DATA

We use your data to provide and sync the service, to process payments, to answer support requests, to keep accounts secure and to tell you about important changes to the service. With your consent, we send a monthly product newsletter; every newsletter has an unsubscribe link.

We do not use the content of your notes to build profiles about you, to target advertising or to train artificial intelligence models. If you use the optional writing assistant, the text you select is sent to our processor only to produce the suggestion you asked for, and it is deleted from their systems within 30 days.

Legal bases. If you live in the European Economic Area or the United Kingdom, we rely on the following legal bases: performing our contract with you (to run your account and sync your notes), our legitimate interests (to keep the service secure and fix bugs, balanced against your rights), your consent (for the newsletter and analytics cookies) and legal obligations (for invoices).

Shared notebooks. If you share a notebook with another person, they can read and edit the notes in it. You can stop sharing at any time, and we never make your notes public unless you publish a note with a public link yourself.

3. WHO WE SHARE DATA WITH

We do not sell your personal information, and we do not share it with advertisers or data brokers.

We share data only with the following service providers, who process it on our behalf under written contracts that forbid them from using it for their own purposes:

- our cloud hosting provider, which stores the service's data in data centres in the European Union;
- our payment processor, which handles card payments;
- our email delivery provider, which sends account and newsletter emails;
- our customer support tool.

We may disclose personal data if a valid court order requires it. When the law allows, we will tell you before we do so, so that you can object. We publish a yearly transparency report listing the requests we receive.

If Lantern is ever acquired or merges with another company, we will notify you before your data becomes subject to a different privacy policy, and you will be able to delete your account first.

4. HOW LONG WE KEEP DATA

We keep your account data and notes for as long as your account is open. When you delete a note, it stays in your trash for 30 days and is then permanently deleted. When you delete your account, we delete your notes and account data within 30 days, and remove them from our encrypted backups within 90 days.

We keep invoices for seven years because tax law requires it. Server logs containing IP addresses are deleted after 14 days.

5. YOUR RIGHTS AND CHOICES

You can access, correct, export or delete your data at any time:

- You can see and correct your account details in Settings.
- You can export all your notes in Markdown or JSON format from Settings > Export.
- You can delete your account from Settings > Account, or ask us to delete it by emailing privacy@lanternnotes.example.
- You can withdraw your consent to the newsletter or to analytics cookies at any time.
- You can object to our use of your data or ask us to restrict it.

We answer requests within 30 days and we will not treat you differently for using your rights. If you are not satisfied with our answer, you have the right to lodge a complaint with your data protection authority.

6. SECURITY

We protect your data with encryption in transit (TLS) and at rest, two-factor authentication for your account, and strict access controls for our staff. Only two engineers can access production systems, and every access is logged. If a data breach affects your personal data, we will notify you and the relevant authority within 72 hours.

7. CHILDREN

Lantern Notes is not directed to children under 16, and we do not knowingly collect personal data from children under 16. If you believe a child has given us personal data, contact us and we will delete it.

8. INTERNATIONAL TRANSFERS

We store your data in the European Union. Some of our service providers may process data in the United States; when they do, we protect the transfer with the European Commission's standard contractual clauses.

9. DO NOT TRACK

We honour the Global Privacy Control and Do Not Track browser signals: when your browser sends them, we do not set the analytics cookie.

10. CHANGES TO THIS POLICY

If we make material changes to this policy, we will notify you by email at least 30 days before they take effect, and we will keep previous versions available on our website.

11. CALIFORNIA AND OTHER US STATE RIGHTS

If you live in a US state with a consumer privacy law, you have the right to know what personal information we collect, to ask us to delete or correct it, and to opt out of its sale or sharing for targeted advertising. We do not sell or share personal information for targeted advertising, so there is nothing to opt out of, but you can still make any of these requests by email. You can use an authorized agent, and you can appeal if we refuse a request.

12. CONTACT

Lantern Notes Ltd, 12 Harbour Street, Dublin, Ireland. Data protection officer: dpo@lanternnotes.example.
`;

/** A data-hungry shopping app: sells data, indefinite retention, AI training, arbitration. */
export const AGGRESSIVE_SAMPLE_POLICY = `SNAPDEAL BUDDY - PRIVACY POLICY AND DATA TERMS

Last updated: January 2026

Welcome to SnapDeal Buddy, the social shopping app that finds you the best deals. By downloading, installing or using SnapDeal Buddy (the "Service"), you agree to the collection and use of your information as described in this policy. If you do not agree, do not use the Service.

1. Information We Collect

We collect information you give us, information we collect automatically and information we get from others.

Information you give us. When you register, we collect your name, email address, phone number, date of birth, gender and postal address. If you make a purchase, we collect your credit card number, billing address and purchase history. We also collect the photos, reviews, comments and messages you post or send through the Service, including private messages between users.

Information we collect automatically. We automatically collect your precise GPS location, even when the app is running in the background, together with your IP address, device identifiers, advertising ID, browser type, the other apps installed on your device, your contacts list and your browsing history. We use cookies, web beacons, tracking pixels and device fingerprinting to recognise you across websites and apps and across all of your devices.

Sensitive information. If you use our health savings features, we collect information about your health conditions and prescriptions. If you turn on Face Login, we collect your facial geometry (a biometric identifier) and store it on our servers.

Information from other sources. We obtain information about you from data brokers, social networks, marketing partners and publicly available sources, and we combine it with the information we already hold to build a detailed profile of your interests, income bracket and likely purchases.

Voice and camera. If you use voice search or the Snap & Save camera feature, we record the audio and images you capture, together with the time and place they were captured. Recordings may be reviewed by our staff and contractors.

2. How We Use Your Information

We use your information for any purpose we consider appropriate, including to:
- provide and personalise the Service;
- show you targeted advertising on the Service and on other websites and apps;
- send you marketing and promotional messages by email, text message and push notification;
- develop new products and services;
- train and improve our artificial intelligence and machine learning models, including generative AI models, using your photos, reviews, messages and other content.

3. How We Share and Sell Your Information

We sell your personal information, including your purchase history, location and inferred interests, to advertisers, data brokers and other third parties, who may use it for their own marketing purposes.

We share your information with our affiliates, advertising partners, analytics providers and business partners. These third parties may collect information about you directly through their own cookies and SDKs in our app.

We may disclose your information to government authorities or law enforcement whenever we believe in good faith that doing so is appropriate, without notice to you.

If SnapDeal Buddy is involved in a merger, acquisition, bankruptcy or sale of assets, your information will be transferred to the buyer or successor as one of our business assets.

4. Data Retention

We retain your personal information indefinitely, including after you close your account, because it remains valuable to our business. Information you delete from your profile may remain in our systems and backups and continue to be used for the purposes described in this policy.

Rewards and partner offers. When you join SnapDeal Rewards, we share your name, email address, purchase history and location with the brands that fund each reward, and they may contact you directly. Rewards are part of the Service and cannot be separated from it.

5. Your Choices

You can update some of your profile information in the app. Because of how our systems work, we cannot delete information that has already been shared with our partners, and we may not be able to delete your data from our databases.

We do not respond to Do Not Track signals or similar browser settings.

6. International Users

Your information may be transferred to, stored and processed in any country where we or our partners operate, including countries whose data protection laws may not be as protective as those of your country.

Cross-device tracking. We and our partners link the devices, browsers and email addresses that we believe belong to the same person, so that we can follow your activity from one device to another.

7. Security

We use reasonable measures to protect your information, but no system is completely secure. We are not responsible for any unauthorized access to or use of your information, and you provide your information at your own risk.

Account closure. You may ask us to close your account by contacting support. Closing your account does not delete your information; we will continue to store and use it as described in this policy, and we may keep sending you offers from our partners for up to five years.

8. Children

The Service is intended for users aged 13 and older.

9. Changes to This Policy

We may change this policy at any time, at our sole discretion, without notice to you. Your continued use of the Service after any change means that you accept the new policy. Please check this page regularly.

10. Disputes, Arbitration and Class-Action Waiver

PLEASE READ THIS SECTION CAREFULLY. Any dispute arising from this policy or your use of the Service will be resolved by final and binding arbitration, and not in court. You waive your right to a jury trial. You agree that you may bring claims only in your individual capacity and not as a plaintiff or class member in any class action or representative proceeding.

This policy is governed by the laws of the State of Delaware.

11. Payment and Subscriptions

SnapDeal Buddy Plus renews automatically every month. We share your payment history and purchase patterns with our financing partners, who may use it to assess your creditworthiness and to offer you loans.

12. Contact

Questions about this policy can be sent through the in-app help form.
`;

export const SAMPLE_POLICIES: readonly SamplePolicy[] = [
  {
    id: 'careful',
    title: 'Lantern Notes (a careful policy)',
    description: 'A note-taking app that collects little and explains your rights.',
    text: CAREFUL_SAMPLE_POLICY,
  },
  {
    id: 'aggressive',
    title: 'SnapDeal Buddy (an aggressive policy)',
    description: 'A shopping app that sells data and limits your rights.',
    text: AGGRESSIVE_SAMPLE_POLICY,
  },
];
