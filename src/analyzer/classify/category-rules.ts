import type { Opp115Category } from '../../common/analysis';

/**
 * Hand-written phrase rules per OPP-115 practice category. Each rule is [pattern, strength]:
 * strength is how sure a match alone makes us (0-1). The statistical model is trained on ToS;DR
 * points, whose wording differs from privacy-policy prose, so these rules carry the policy idiom
 * ("we may collect", "opt out", "as long as necessary") that the model has seen too little of.
 */
export type CategoryRule = readonly [RegExp, number];

type ScoredCategory = Exclude<Opp115Category, 'Other'>;

export const CATEGORY_RULES: Record<ScoredCategory, readonly CategoryRule[]> = {
  'First Party Collection/Use': [
    [
      /\bwe (?:may |will |also |automatically |only |might |can )?(?:collect|gather|obtain|receive|record|log|store|process)\b/,
      0.85,
    ],
    [
      /\b(?:collects?|collected|collection of|gathers?)\b[^.]{0,60}\b(?:information|data|address|details)\b/,
      0.7,
    ],
    [/\b(?:information|data) (?:that |which )?(?:you|users) (?:provide|give|submit|enter)\b/, 0.8],
    [
      /\bwe (?:may |will |also )?use (?:your|this|the|such|that|these|any|personal|certain)\b[^.]{0,40}\b(?:information|data)\b/,
      0.85,
    ],
    [
      /\b(?:use|uses|using) (?:of )?(?:your |the |this )?(?:personal )?(?:information|data) (?:to|for)\b/,
      0.7,
    ],
    [
      /\b(?:cookies?|web beacons?|pixel tags?|clear gifs?|log files?|ip address(?:es)?|device identifiers?)\b/,
      0.4,
    ],
    [
      /\b(?:when|if) you (?:register|sign up|create an account|subscribe|make a purchase|place an order|contact us)\b/,
      0.55,
    ],
    [/\bpersonally identifiable information\b|\bpersonal information\b/, 0.35],
    [
      /\bto (?:provide|improve|personali[sz]e|customi[sz]e|operate|deliver)\b[^.]{0,30}\b(?:services?|site|experience|products?|content)\b/,
      0.5,
    ],
    [/\bwe (?:may )?(?:contact|send) you\b|\bsend you (?:e-?mails?|newsletters?|offers|promotional)\b/, 0.45],
  ],
  'Third Party Sharing/Collection': [
    [/\bthird[- ]part(?:y|ies)\b/, 0.65],
    [
      /\b(?:third[- ]part(?:y|ies)|advertisers|companies|partners|networks)\b[^.]{0,40}\b(?:may |also |might )?(?:collect|place|set|use|recogni[sz]e|serve)\b/,
      0.8,
    ],
    [
      /\b(?:share|shares|shared|sharing|disclose|discloses|disclosed|disclosure|sell|sells|sold|rent|trade|transfer(?:red)?|provide) (?:[a-z,'-]+ ){0,6}(?:with|to) (?:our |its |other |certain |trusted |selected |carefully |unaffiliated |non-affiliated )*(?:third|partners?|affiliates?|advertis|companies|vendors?|service providers|sponsors|subsidiaries|businesses|parties|organi[sz]ations|law enforcement|government)/,
      0.9,
    ],
    [
      /\b(?:advertisers?|advertising (?:partners|networks?|companies)|ad networks?|analytics (?:providers?|services?|companies)|google analytics|doubleclick|facebook|service providers?|vendors|contractors|affiliates|business partners|sponsors)\b/,
      0.6,
    ],
    [
      /\b(?:law enforcement|subpoena|court order|legal process|comply with (?:the |any |applicable )?law)\b/,
      0.65,
    ],
    [/\b(?:merger|acquisition|bankruptcy|sale of (?:all|some|substantially)|reorgani[sz]ation)\b/, 0.7],
    [/\b(?:do not|don't|will not|won't|never) (?:sell|rent|share|disclose|trade)\b/, 0.8],
    [/\bsocial (?:media|network(?:ing)?) (?:plug-?ins?|features|widgets|sites)\b|\blike button\b/, 0.55],
    [
      /\b(?:share|shares|shared|sharing|disclose[sd]?|sell|sells|sold|rent|trade|exchange|transfer(?:red)?|forward|release|make available|made available|pass)\b[^.]{0,80}\b(?:with|to) (?:others|other (?:parties|companies|businesses|organi[sz]ations|offices|users|members)|the public|publishers?|(?:carefully )?screened companies|reputable companies)\b/,
      0.85,
    ],
    [
      /\b(?:publicly|available to the public|viewed by (?:others|the public|other users)|visible to (?:others|other users|the public|anyone))\b/,
      0.6,
    ],
    [
      /\b(?:they|third parties|partners|vendors|(?:service )?providers|contractors|advertisers)\b (?:may |will |also |only )?(?:have access|collect|receive|access|obtain)\b/,
      0.75,
    ],
  ],
  'User Choice/Control': [
    [/\bopt[- ]?(?:out|in)\b|\bunsubscribe\b/, 0.9],
    [
      /\byou (?:may|can|have the (?:right|option|choice)(?: to)?) (?:choose|elect|decline|refuse|disable|withdraw|object|turn off|limit|block|reject|set)\b/,
      0.85,
    ],
    [
      /\b(?:browser|device|privacy|account|cookie|email|notification) (?:settings|preferences|controls?)\b/,
      0.6,
    ],
    [/\b(?:your|with your|without your|prior|explicit|express|affirmative) consent\b|\bconsent to\b/, 0.4],
    [/\bif you (?:do not|don't|prefer not to) (?:wish|want|agree)\b|\byour choices?\b/, 0.5],
    [/\b(?:disable|block|delete|reject|refuse) (?:all |some |third[- ]party |the )?cookies\b/, 0.75],
    [
      /\bexercise (?:your |these |certain )?(?:controls|choices|rights?)\b|\b(?:decline|choose not) to (?:submit|provide|give)\b/,
      0.75,
    ],
    [/\bcontrol (?:over )?who (?:can )?sees?\b|\bchoose who can see\b/, 0.7],
    [
      /\bmust (?:immediately )?(?:exit|stop using|discontinue)\b|\bplease do not use\b|\bconstitutes? (?:your )?(?:agreement|acceptance|consent)\b/,
      0.6,
    ],
    [/\baboutads|\byouradchoices|\bnetworkadvertising|\bdaa\b|\bnai\b/, 0.7],
  ],
  'User Access, Edit and Deletion': [
    [
      /\b(?:access|review|update|correct|amend|modify|edit|change|delete|remove|erase)\b(?:,? (?:and|or|and\/or|,) (?:to )?(?:access|review|update|correct|amend|modify|edit|change|delete|remove|erase)\b)+[^.]{0,40}\b(?:information|data|account|profile|details)\b/,
      0.9,
    ],
    [
      /\b(?:update|correct|delete|remove|edit|change|modify|deactivate|close|cancel) (?:your|their|any of your|the) (?:personal |contact |account )?(?:information|data|account|profile|details|email address|registration)\b/,
      0.8,
    ],
    [/\b(?:right|request) (?:to |for )?(?:access|rectif|correct|deletion|erasure|delete|portab)\w*/, 0.75],
    [/\b(?:my account|account settings|profile page|edit profile)\b/, 0.5],
    [/\b(?:request|ask) (?:that we |us to )?(?:delete|remove|correct|update|access|change)\b/, 0.8],
    [/\b(?:log ?in|sign in)\b[^.]{0,40}\b(?:update|change|edit|correct)\b/, 0.7],
    [
      /\b(?:access|review|update|correct|amend|modify|edit|change|delete|remove|erase|inspect|rectify|terminate|deactivate|cancel|close)\w*\b[^.]{0,50}\b(?:information|data|account|profile|details|records|email address|subscriptions?)\b/,
      0.55,
    ],
    [
      /\bmake changes to\b|\bhave (?:it|them|your \w+(?: \w+)?) (?:deleted|removed|corrected)\b|\b(?:updated|corrected|amended|deleted|removed)\b[^.]{0,30}\b(?:by (?:calling|contacting|emailing|logging|visiting|writing)|at any time|upon request)\b/,
      0.65,
    ],
  ],
  'Data Retention': [
    [/\bretain(?:s|ed)?\b|\bretention\b/, 0.85],
    [
      /\b(?:keep|keeps|kept|store|stored|hold|maintain(?:ed)?) (?:[a-z'-]+ ){0,5}(?:for (?:as long as|a period|up to|\d+|no longer|so long)|as long as|until|indefinitely|only as long)\b/,
      0.8,
    ],
    [/\bas long as (?:necessary|needed|required|reasonably|your account|you (?:have|maintain|use))\b/, 0.7],
    [
      /\b(?:backup|back-up|archiv(?:e|es|ed)) (?:copies|copy|files|systems|records)?\b|\bresidual copies\b/,
      0.6,
    ],
    [
      /\b(?:delete|destroy|purge|discard|anonymi[sz]e)[a-z]* (?:[a-z'-]+ ){0,6}(?:after|within) (?:\d+|a period|thirty|sixty|ninety|one|two|three|six|twelve)\b/,
      0.75,
    ],
    [/\bno longer (?:need|necessary|required|needed)\b|\bperiod of time\b/, 0.5],
    [
      /\b(?:delete[sd]?|remove[sd]?|purge[sd]?)\b[^.]{0,30}\bfrom (?:our|its) (?:servers|records|systems|databases?|files)\b/,
      0.6,
    ],
    [
      /\b(?:after|within) (?:\d+|thirty|sixty|ninety|one|two|three|six|twelve|eighteen) (?:days|months|years)\b/,
      0.6,
    ],
    [/\bnot (?:store|keep|retain|save)\b|\bpromptly delete|\bimmediately delete|\bdelete it promptly/, 0.7],
    [
      /\bhow long (?:we |it |they )?(?:keep|store|retain|hold|save)|\b(?:storage|retention) (?:period|limit|schedule)s?\b|\bfor the duration of\b/,
      0.8,
    ],
    [
      /\b(?:remain|remains|persist|persists|stay|stays|linger)\b[^.]{0,40}\b(?:in|on) (?:our|its|the) (?:servers?|systems?|backups?|back-ups?|archives?|records|databases?|files|logs)\b/,
      0.7,
    ],
    [
      /\b(?:stored|kept|saved|held|maintained|archived) (?:[a-z'-]+ ){0,4}(?:until|for (?:a|an|the|up to|at least|no more than|\d+|one|two|three|six|twelve)\b[^.]{0,20}\b(?:days?|weeks?|months?|years?|period|time|duration))/,
      0.75,
    ],
    [
      /\b(?:discard|discards|discarded|dispose[sd]? of|destroy|destroys|destroyed|purge[sd]?|shred(?:s|ded)?|overwrit(?:e|es|ten))\b/,
      0.55,
    ],
    [
      /\b(?:a )?(?:limited|reasonable|short|longer|certain|specified) (?:period|amount) of time\b|\btemporar(?:y|ily) (?:stored|kept|saved|held)\b|\b(?:stored|kept|saved|held) temporarily\b/,
      0.55,
    ],
    [
      /\b(?:keep|keeps|kept|store|stores|stored|retain|retains|hold|holds|save|saves|saved|maintain|maintains|log|logs|logged)\b[^.]{0,100}\b(?:for|up to|within|after|of) (?:a (?:maximum|minimum) of |at least |at most |no more than |approximately |about )?(?:\d+|one|two|three|four|five|six|seven|ten|twelve|thirty|sixty|ninety|eighteen|twenty[- ]?\w*) (?:calendar |business )?(?:days?|weeks?|months?|years?)\b/,
      0.9,
    ],
    [
      /\buntil (?:you |the user )?(?:delete|deletes|remove|removes|close|closes|cancel|cancels|uninstall|deactivate|unsubscribe|ask|request|withdraw|opt)\b|\buntil (?:your|the) (?:account|subscription|membership) (?:is|has been) (?:closed|deleted|cancel)/,
      0.7,
    ],
    [/\bkeep (?:a |an )?(?:record|copy|copies|log|logs|history|archive)s? of\b/, 0.6],
  ],
  'Data Security': [
    [/\bsecur(?:e|ity|ely)\b|\bsafeguards?\b/, 0.7],
    [/\bencrypt(?:ion|ed|s)?\b|\bssl\b|\btls\b|\bfirewalls?\b|\bhttps\b/, 0.85],
    [/\bunauthori[sz]ed (?:access|use|disclosure)\b/, 0.75],
    [
      /\b(?:no|not) (?:method|transmission|system|data transmission)[^.]{0,60}(?:100%|completely|perfectly|guarantee)/,
      0.8,
    ],
    [/\bprotect(?:s|ed|ing)? (?:the |your )?(?:personal |privacy of )?(?:information|data|privacy)\b/, 0.5],
    [/\b(?:password|login credentials)\b[^.]{0,40}\b(?:confidential|secret|protect|responsible)\b/, 0.55],
    [
      /\bconfidentiality\b|\bpassword[- ]protected\b|\brestricted access\b|\b(?:data )?breach\b|\bvulnerabilit|\breasonable (?:precautions|steps|measures|efforts) to (?:protect|safeguard|secure)|\bprotect (?:this|such|that) information\b/,
      0.65,
    ],
    [/\btruste\b|\bprivacy seal\b/, 0.5],
    [
      /\bsecured\b|\bsecurity (?:measures|procedures|practices|safeguards|controls|standards|technolog\w+)\b|\b(?:physical|technical|administrative|electronic|managerial|procedural|organi[sz]ational) (?:safeguards|measures|security|controls)\b/,
      0.8,
    ],
    [
      /\b(?:against|from) (?:the )?(?:loss|misuse|theft|alteration|interception|unauthori[sz]ed)\b|\bunauthori[sz]ed (?:attempts?|persons?|parties|third parties|individuals)\b/,
      0.7,
    ],
    [
      /\b(?:keep|keeps|kept|treat|treats|treated|hold|held|maintain|maintains) (?:[a-z'-]+ ){0,4}(?:confidential|private|secure)\b|\b(?:required|obligated|obliged|bound) to (?:keep|protect|safeguard|maintain the confidentiality)\b/,
      0.65,
    ],
  ],
  'Policy Change': [
    [
      /\b(?:change|changes|changed|update|updates|updated|modify|modifies|modified|modification|modifications|amend|amendments?|revise|revised|revision)\b[^.]{0,40}\b(?:this|our|the|these) (?:online )?(?:privacy )?(?:policy|statement|notice|policies)\b/,
      0.9,
    ],
    [
      /\b(?:this|our|the) (?:privacy )?(?:policy|statement|notice) (?:may|will|is subject to|can) (?:be )?(?:change|update|modif|revis|amend)/,
      0.9,
    ],
    [
      /\bnotif(?:y|ied|ication)\b[^.]{0,80}\b(?:changes?|updates?|revisions?)\b|\b(?:changes?|updates?|revisions?)\b[^.]{0,60}\b(?:will be )?(?:posted|notif)/,
      0.75,
    ],
    [/\bmaterial changes?\b|\bcontinued use\b[^.]{0,60}\b(?:accept|agree|consent)/, 0.75],
    [
      /\bsubject to change\b|\b(?:revised|updated|amended) (?:version|policy|privacy policy)\b|\bamend (?:them|it) at any time\b|\bperiodically review\b|\breview (?:this|the) (?:page|policy|statement) (?:periodically|regularly|from time to time)\b|\bin a (?:way|manner) not described\b/,
      0.75,
    ],
  ],
  'Do Not Track': [[/\bdo[- ]not[- ]track\b|\bdnt\b/, 0.97]],
  'International and Specific Audiences': [
    [
      /\bchild(?:ren|'s)?\b|\bminors?\b|\bunder (?:the age of )?(?:13|16|18|thirteen|sixteen|eighteen)\b|\bcoppa\b|\bteens?\b/,
      0.85,
    ],
    // A parent or guardian, not a parent company ("our parent, subsidiaries and affiliates").
    [
      /(?<!\b(?:our|its|corporate|ultimate|their) )\bparents?\b(?! (?:company|companies|corporations?|entit(?:y|ies)|organi[sz]ations?)\b)(?!,? (?:and|or) (?:any |our |its )?(?:subsidiar|affiliat))/,
      0.85,
    ],
    [/\bcalifornia\b|\bshine the light\b|\bnevada\b|\bvermont\b|\bccpa\b/, 0.8],
    // A place named alone ("London, UK", "European online choices") is only a hint; people of a
    // place, or its data protection law, are an audience.
    [/\beuropean\b|\b(?:eu|eea|uk)\b|\bswitzerland\b|\bcanad(?:a|ian)\b|\baustralia\b|\bjapan\b/, 0.5],
    [
      /\b(?:if you (?:are|live|reside)|you are|users?|visitors?|individuals|residents?|citizens|customers|people|data subjects) (?:located |based |living |who (?:live|reside) |residing )?(?:in|from|of|outside) (?:the )?(?:european|eu|eea|europe|uk|united kingdom|switzerland|canada|australia|japan)\b|\b(?:european|eu|eea|uk|swiss|canadian|australian|japanese) (?:users|visitors|residents|citizens|customers|individuals|data subjects)\b|\bgdpr\b|\bgeneral data protection regulation\b/,
      0.8,
    ],
    [
      /\boutside (?:of )?(?:the|your) (?:united states|country|jurisdiction|state)\b|\bother countries\b|\binternational(?:ly)? (?:transfers?|users|visitors)\b|\bcross-border\b|\bprivacy shield\b|\bsafe harbor\b/,
      0.85,
    ],
    [
      /\b(?:transferred|transfer|processed|stored) (?:to|in) (?:the )?(?:united states|u\.s\.)|\b(?:transferred|transfer|processed|stored) (?:to|in) the us\b|\bresidents? of\b/,
      0.75,
    ],
  ],
};
