// Words pitch decks use, by what they tell the deck parser (deck.ts): which section a slide title names, what
// an untitled slide is about, and which words ask for money.
import type { DeckSection } from './types.js';

/**
 * Slide titles that name a section ("The Problem", "How NestEgg works", "Where we are"), with the French, German,
 * Spanish and Portuguese words of decks written in those languages ("L'équipe", "Der Markt", "Geschäftsmodell",
 * "Modelo de negocio", "Tracción", "Levée de fonds", "Finanzierung", "Inversión"); accented words are bounded by
 * letters, not \b, which stops at an accent.
 */
export const SECTION_TITLES: Record<DeckSection, RegExp> = {
  // "Status quo": how it is done today, which is the problem.
  problem:
    /\b(problems?|pain points?|challenges?|the issue|the gap|status quo|problemas?|ausgangslage|herausforderung(?:en)?|el reto|retos?|desaf[ií]os?|le constat|constat|enjeux?|el dolor|a dor|problemi|la sfida|sfide|wyzwani[ea]|probleem|problemen|het knelpunt)\b|(?<!\p{L})(?:probl[èe]mes?|d[ée]fis?)(?!\p{L})/iu,
  solution:
    /\b(solutions?|how (?:\S+ ){0,2}works|what we (?:do|built|build|make|offer)|qu[ée] hacemos|qu[ée] resolvemos|o que fazemos|ce que nous faisons|notre r[ée]ponse|nuestra respuesta|nossa resposta|unser ansatz|our product|the product|product|introducing|value proposition|key features|platform|produkt|producto|prodotto|soluzione|la nostra risposta|nasze rozwi[aą]zanie|oplossing|ons antwoord|hoe het werkt)\b|(?<!\p{L})(?:l[öo]sung(?:en)?|soluci[óo]n|solu[çc][ãa]o|rozwi[aą]zanie)(?!\p{L})/iu,
  // "Paddle to the market" is a place, not the market the company sizes.
  market:
    /\b((?<!\b(?:to|at|from) the )market(?!ing)(?!\s+\p{L}+(?:ers|ors|ists|people|women|men)\b)|tam|sam|som|addressable|opportunity|mercado|mercato|rynek|rynku|markt\p{L}*|marktpotenzial|zielmarkt|absatzmarkt|gesamtmarkt)\b(?<!go-to-market)|(?<!\p{L})(?:march[ée]|oportunidad(?:es)?|oportunidades?|opportunit[ée]s?)(?!\p{L})/iu,
  // "Revenue" and "Subscription" alone are a model; "Revenue growth" on a chart is traction. "Robots-as-a-service"
  // names how the company charges.
  business_model:
    /\b(business model|revenue model|revenue streams?|monetization|monetisation|pricing|unit economics|how we (?:make|earn)(?: money)?|freemium|take rate|\p{L}+-as-a-service|(?:as a|als|como|comme|come) (?:service|servi[cç]o|servicio|servizio)|we earn (?:on|from)|ganamos con|ganhamos com|nous gagnons sur|wir verdienen an|(?:erl[öo]s|ertrags|umsatz|preis|abo|lizenz)modell|modelo de negocios?|modelo de ingresos|modelo de neg[óo]cio|modello di (?:business|ricavi|business)|model biznesowy|model przychod[óo]w|verdienmodel|businessmodel|prijsmodel|hoe we geld verdienen)\b|(?<!\p{L})(?:gesch[äa]ftsmodell|c[óo]mo gan(?:amos|hamos) (?:dinero|plata|dinheiro)|comment (?:nous gagnons|on gagne)|(?:come )?guadagniamo|mod[èe]le [ée]conomique|mod[èe]le d['’]affaires|modelo de receita)(?!\p{L})|^(?:our |the )?(?:revenue|subscriptions?)$/iu,
  // "Results", "Highlights", "Growth", "KPIs" and "Proof points" head traction slides; "Growth strategy" is a plan.
  traction:
    /\b(traction|milestones|key metrics|metrics|kpis|our progress|progress to date|(?:commercial|early|strong) progress|where we are|where we stand|o[ùu] nous en sommes|nos r[ée]sultats|growth to date|so far|by the numbers|in (?:numbers|figures)|en chiffres|en cifras|em n[úu]meros|in zahlen|in cifre|w liczbach|momentum|results|highlights|proof points?|pilots|pilotos|pilotes|piloten|traktion|kennzahlen|meilensteine|m[ée]tricas|resultados|ergebnisse|logros|conquistas|erfolge|bisher|hasta (?:ahora|hoy|la fecha)|at[ée] agora|trazione|risultati|dove siamo|trakcja|wyniki|osi[aą]gni[eę]cia|tractie|resultaten|mijlpalen|in cijfers)\b|(?<!\p{L})(?:r[ée]sultats|r[ée]alisations)(?!\p{L})|(?<!\p{L})(?:tracci[óo]n|tra[çc][ãa]o)(?!\p{L})|^(?:our |early |revenue |user )?growth$|^(?:la |nuestra |o nosso |unser )?(?:croissance|crecimiento|crescimento|wachstum|crescita|wzrost|groei)$|^proof$/iu,
  // "Why us" introduces the people; "Management" alone is the team, "Asset management" is not.
  team: /\b(team|founders|founding team|leadership|management team|advisors|advisory board|who we are|why us|equipo|gr[üu]nderteam|gr[üu]ndungsteam|f[üu]hrungsteam|kernteam|equipe|qui[ée]nes somos|quem somos|qui sommes-nous|chi siamo|la squadra|il team|oprichters|wie wij zijn|fondatori|fondatrici|fundador(?:a|es|as)|fondat(?:eur|rice)s)\b|^(?:the |our )?management$|(?<!\p{L})(?:[ée]quipe|equipa|zesp[oó][lł]|gr[üu]nder(?:innen)?|das team|gesch[äa]ftsleitung|gesch[äa]ftsf[üu]hrung)(?!\p{L})|^(?:o |nosso )?time$/iu,
  // A moat and defensibility are the answer to competitors; "Landscape" alone maps them ("Regulatory landscape" and
  // "A fragmented landscape of payments" do not).
  competition:
    /\b(competition|competitors?|competitive|alternatives|comparison|positioning|how we compare|market map|moats?|defensibility|concurrence|concurrents|competencia|competidores|alternativas|competitiv[oa]|wettbewerb\p{L}*|mitbewerber|konkurrenz|concorrenza|concorrenti|alternative|konkurencja|concurrentie|concurrenten|alternatieven|vergelijking)\b|(?<!\p{L})(?:concorr[êe]ncia|concurrentiel(?:le)?)(?!\p{L})|^(?:the )?landscape(?:$| ·)/iu,
  // A title that is a stage alone ("Series A", "Seed round") announces the round.
  ask: /^(?:the |our )?(?:pre-?seed|seed|series [a-h]|bridge|puente|ponte)(?: round)?(?:$| ·| \()|\b(the ask|ask|asking for|funding|investment|invest|raising|raise|use of funds|fundraising|financing|round|financement|investissement|finanzierung\p{L}*|kapitalbedarf|investition\p{L}*|ronda|ronde|financiaci[óo]n|rodada|investimento|beteiligung\p{L}*|finanziamento|investimento|runda|inwestycja|finansowanie|investering|financiering|besteding)\b|(?<!\p{L})(?:lev[ée]es?(?: de fonds)?|inversi[óo]n|capta[çc][ãa]o|utilisation des fonds|uso de (?:los )?fondos|uso dos recursos|mittelverwendung|come useremo|szukamy|pozyskujemy|lever|levons|pour quoi faire|what for|wof[üu]r|(?:\p{L}+-)?\p{L}*runde|chiediamo|pedimos|demandons|buscamos|procuramos|cerchiamo|(?:wir )?suchen|cherchons|zoeken)(?!\p{L})/iu,
};

/**
 * Titles of slides about something else, which the position rules must not read as a problem or a solution
 * ("Why now" often follows the problem slide).
 */
export const OTHER_TOPIC_TITLES =
  /\b(why now|vision|mission|agenda|contents|overview|summary|about|introduction|timeline|roadmap|financials?|projections?|press|testimonials?|partners?|go-to-market|strategy|appendix|contact|thank you|questions|disclaimer)\b/i;

/**
 * Words that describe a pain ("Returns are broken", "Front desks spend 60% of time on the phone", "Glashütten
 * verbrennen mehr Erdgas als nötig", "Des heures d'attente", "todavía depende de una llamada"), in the five
 * languages: an untitled slide right after the cover that uses them is the problem slide. A word inside a hyphenated
 * compound is not one ("Break-even", "no-code", "hard-won").
 */
export const PAIN_WORDS = new RegExp(
  `(?<![\\p{L}\\p{N}-])(?:${[
    // English
    "broken|breaks?|rot|rots|stale|outdated|waste[ds]?|wasting|throw away|hours|costly|costs?|expensive|spend|mark-ups?|lose|loses|lost|never|not|no|cannot|can't|don't|wait|waits|waiting|hard|difficult|slow|manual(?:ly)?|guesswork|quit|boring|gap|fragmented|pain(?:ful)?|struggle|unused|idle|pile up|inefficient|frustrat\\p{L}*|fail\\p{L}*|leak\\p{L}*|delays?|today|still|burden|complex|confusing|lack\\p{L}*|unreliable|error-prone|friction|barriers?|bottlenecks?|paperwork|unsafe|dangerous|red tape|bureaucra\\p{L}*|overpriced|oversized|shortages?|underserved|unbanked|opaque",
    // German
    'nicht|kein\\p{L}*|noch|teuer|langsam|manuell|verlier\\p{L}*|verlust\\p{L}*|verschwend\\p{L}*|warte\\p{L}*|fehl\\p{L}*|mangel\\p{L}*|schwierig|kostet|stunden|papier|nötig|umständlich|aufwändig|aufwendig|ineffizient',
    // French
    'pas|aucun\\p{L}*|personne ne|jamais|encore|toujours|cher|chère|chers|lente?s?|perd\\p{L}*|pertes?|gaspill\\p{L}*|attente|attend\\p{L}*|manque\\p{L}*|difficiles?|coûte\\p{L}*|coûteu\\p{L}*|heures|papier|retards?',
    // Dutch
    'niet|geen|nog|duur|dure|traag|handmatig|verlie\\p{L}*|verspil\\p{L}*|wacht\\p{L}*|moeilijk|kost|kosten|uren|papier|te laat|niemand|zonder',
    // Italian and Polish
    'non|senza|ancora|solo|costa\\p{L}*|costos\\p{L}*|car[oiea]|lent[oiea]|manual\\p{L}*|perd\\p{L}*|sprec\\p{L}*|attesa|aspett\\p{L}*|mancan\\p{L}*|difficil\\p{L}*|ore|carta|nessuno|nie|brak\\p{L}*|papier\\p{L}*|r[eę]czn\\p{L}*|drog\\p{L}*|czeka\\p{L}*|trac\\p{L}*|zapomina\\p{L}*|wci[aą][zż]|nadal|ton[aą]|godzin\\p{L}*',
    // Spanish and Portuguese
    'ningun[ao]|ningún|nadie|todavía|aún|sin|retras\\p{L}*|tarda\\p{L}*|dependen?|caros?|caras?|lent[oa]s?|manual(?:es|mente)?|pierden?|pérdidas?|perdem|desperdici\\p{L}*|desperdíci\\p{L}*|esperan?|falta\\p{L}*|difícil(?:es)?|cuesta\\p{L}*|costos?|custa\\p{L}*|custos?|horas|papel|planillas|vací[ao]s?|demora\\p{L}*|nunca|não|nenhum\\p{L}*|ninguém|ainda|sem|filas?',
  ].join('|')})(?![\\p{L}\\p{N}]|-\\p{L})`,
  'giu',
);

/**
 * Words for how a company charges, in the five languages: with a price on the slide they make an untitled slide the
 * business model ("Clinics pay a monthly fee per dental chair", "Cobramos una comisión por tonelada", "Die Hütte
 * zahlt pro Wanne", "Nous prenons une petite commission", "Ganhamos uma margem").
 */
export const PRICING_WORDS = new RegExp(
  `(?<![\\p{L}-])(?:${[
    'fees?|commissions?|subscriptions?|charges?|charging|pays?|paid|pricing|priced|prices?|margins?|take rate|licen[cs]es?|earn\\p{L}*',
    'gebühr\\p{L}*|provision\\p{L}*|verdien\\p{L}*|deckungsbeitr\\p{L}*|zahlt|zahlen|bezahl\\p{L}*|abo|abonnement\\p{L}*|lizenz\\p{L}*|preis\\p{L}*|marge',
    'frais|tarif\\p{L}*|pa(?:ie|ye)\\p{L}*|prix|gagn\\p{L}*',
    'comisi[oó]n\\p{L}*|cobra\\p{L}*|cuotas?|suscripci[oó]n\\p{L}*|tarifa\\p{L}*|margen|pag(?:a|an|o|amos|ar)|precios?|ganamos',
    'comiss[ãa]o|comissões|subscri[çc][ãa]o|assinatura\\p{L}*|mensalidade\\p{L}*|margem|ganhamos|preços?|licen[çc]a\\p{L}*',
    'abbonament\\p{L}*|cost[oi]|commissione|canone|tariff\\p{L}*|prezz\\p{L}*|pagan\\p{L}*|guadagn\\p{L}*|margine',
    'abonament\\p{L}*|op[lł]at\\p{L}*|prowizj\\p{L}*|cen[aey]|p[lł]ac\\p{L}*|subskrypcj\\p{L}*',
    'tarie[fv]\\p{L}*|betal\\p{L}*|betaalt|commissie|prijs|prijzen|licenties?',
  ].join('|')})(?!\\p{L})`,
  'iu',
);

/**
 * A bullet that starts by naming a revenue stream ("Marge sur le fonio lavé", "Margine sul kit e interessi sulle
 * rate", "Commission on every booking", "Location des décortiqueuses"): the slide says how the company earns even
 * without a price on it. "Location" is a rental only in French ("location de"); English "interest" is attention.
 */
export const REVENUE_STREAM_LED = new RegExp(
  `^(?:(?:a|an|the|our|la|le|les|el|los|las|il|lo|i|o|os|as|die|der|das|une?|un[ao]?|de|het|een)\\s+)?(?:${[
    'margins?|marges?|margine|margini|margen|m[aá]rgenes|margem|margens|deckungsbeitr\\p{L}*',
    'commissions?|comisi[oó]n(?:es)?|comiss[ãa]o|comissões|commissione|commissioni|provision(?:en)?|prowizj\\p{L}*',
    'subscriptions?|abonnements?|abbonament[oi]|suscripci[oó]n(?:es)?|assinaturas?|abos?|abonament\\p{L}*',
    'fees?|frais|geb[üu]hren?|cuotas?|tarifas?|canone|canoni|licen[cs]es?|lizenz(?:en)?|licencias?|licen[çc]as?|licenz[ae]',
    'rental|location(?=\\s+d)|alquiler(?:es)?|aluguel|aluguéis|aluguer|noleggio|vermietung|verhuur|int[ée]r[êe]ts|interessi|intereses|juros|zinsen|rente',
    'commissie|licenties?',
    // Sales of a product: "Venda de gelo", "Vente de …", "Verkoop van …".
    '(?:sales?|venta|venda|vente|vendita|verkauf|verkoop)\\s+(?:of|de|di|do|da|des|du|von|van)',
  ].join('|')})(?!\\p{L})`,
  'iu',
);

/**
 * A founder's role alone in a team card's cell ("CEO", "Co-founder & CTO", "Gründerin", "Cofundadora"): two on a
 * slide make it the team.
 */
export const FOUNDER_ROLE_CELL =
  /^(?:co-?founder|founder|ceo|cto|coo|cfo|cmo|cpo|chief [a-z]+ officer|président\p{L}*|presidente|gründer\p{L}*|mitgründer\p{L}*|co-?fundador\p{L}*|fundador\p{L}*|co-?fondat\p{L}*|fondat\p{L}*)(?:\s*[&,/·|]\s*[\p{L} -]+)?$/iu;

/**
 * Words that ask for money, near an amount ("Investment: USD 3 million", "Funding ask — £1.2M", "We seek
 * $300,000", "Round size: $1.8M", "Wir suchen 1,8 Mio. €", "Buscamos 750.000 €"), and a stage right before an
 * amount ("Pre-seed: €600K", "Series A — $9M").
 */
export const RAISE_CUE =
  /\b(?:pre-?seed|seed|angel|bridge|series\s+[a-h])(?:\s+(?:round|funding|financing))?\s*(?:[:—–-]|of|at|for)?\s*(?=(?:(?:us|r|a|c|mx)?[$€£₹₦]|usd|eur|gbp|inr|chf|sek|nok|dkk)\s?\d|\d[\d.,]*\s?(?:k|m|mm|mn|bn|million|thousand|mio)\b)|\b(?:raising|raises?|seek|seeks|seeking|looking for|round size|investment (?:goal|opportunity)|(?:funding|investment|our|the) ask|funding (?:goal|round)|use of funds|round|financing|nous levons|levons|lev[ée]e de fonds|wir suchen|suchen wir|finanzierungsrunde|(?:investitions|finanzierungs|kapital)bedarf|buscamos|procuramos|cerchiamo|raccogliamo|szukamy|pozyskujemy|estamos levantando|levantamos|levantando|captamos|captando|ronda|rodada|utilisation des fonds|uso de (?:los )?fondos|uso dos recursos|mittelverwendung|(?:round |investment |funding )?(?:volumen|volume|montant|monto|montante)|investering|financiering|we zoeken|wij zoeken|zoeken we|besteding|\p{L}*ronde)(?!\p{L})|(?<!\p{L})(?:for|per il|pour|por el|por|für|para)\s\d{1,2}(?:[.,]\d+)?\s?%\s(?:of|della|de|du|des|der|do|da)(?!\p{L})|\binvestment\s*(?:[:—–]|\s-\s)/iu;

/**
 * A letter touching a number makes it a label ("Q1", "FY24", "B2B", "week-4 retention"), an apostrophe a
 * year ("Jun ’26"): not figures.
 */
export const LABEL_TOUCHING_NUMBER = /(?:\p{L}-?|['’])$/u;

/**
 * A word naming a period or a step on a chart before a small bare number ("Season 2", "Phase 1", "Term 1",
 * "Semestre 2", "Monat 6"), but not a rate ("Matches per month 32").
 */
export const PERIOD_BEFORE_NUMBER =
  /(?<!(?<!\p{L})(?:per|a|an|each|every|por|par|pro|pour|je|cada|chaque)\s)(?<!\p{L})(?:week|wk|month|quarter|year|yr|day|season|phase|stage|step|wave|cohort|batch|series|version|sprint|slide|page|no\.|term|semester|trimester|quartal|monat|woche|jahr|trimestre|semestre|mes|mois|semana|semaine|año|ano|année|fase|etapa|étape)\s$/iu;

/**
 * A month (in the five languages) or a quarter before a two-digit year on a chart's axis ("Jan 24", "Q3 25", "Sep
 * '25", "Q1/24", "Jän. 24", "dez/24").
 */
export const PERIOD_BEFORE_YEAR =
  /(?:(?<!\p{L})(?:jan|j[äa]n|feb|f[ée]v|fev|mar|m[äa]r|apr|abr|avr|may|mai|jun|juin|jul|juil|aug|ago|ao[ûu]|sep|sept|set|oct|okt|out|nov|dec|d[ée]c|dez|dic)\p{L}*\.?|\b[qh][1-4]|\bfy)[ \t/]?['’]?$/iu;

/** A count that is the base of a percentage a few words before ("70% purchase intent from 1,000 members"). */
export const PERCENTAGE_BASE_BEFORE = /\d\s?%\+?(?:\s+\S+){0,5}\s+(?:of|from|among|across|out of)\s$/i;
