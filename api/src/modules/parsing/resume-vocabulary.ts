// The words resumes are read by, in English, German, French, Spanish, Portuguese, Italian and Dutch: section headings, job
// titles, company suffixes, schools, degrees, months and "present", spoken languages. Word lists are compared
// with normalizeKey's output (lowercase, accents dropped), so they are written that way; patterns run on the text.
import { normalizeKey } from './patterns.js';

export type SectionKind = 'education' | 'experience' | 'skills' | 'projects' | 'summary' | 'other';

/** A heading key matches one alternative whole; spaces are optional, as letter-spaced headings lose theirs. */
function heading(...alternatives: string[]): RegExp {
  return new RegExp(`^(?:${alternatives.join('|')})$`.replace(/ /g, ' ?'));
}

/**
 * Section headings, tried in order. The vocabulary is the usual synonyms of CV-writing guides in each language,
 * not the words of particular resumes: "Degrees", "Academic History", "Schooling", "Ausbildung und Studium",
 * "Cursus", "Estudios realizados"; "Professional Background", "Career", "Berufliche Stationen", "Historial
 * laboral"; "Toolkit", "Areas of Expertise", "Methods and Tools", "Know-how", "Savoir-faire", "Destrezas".
 */
export const HEADINGS: [SectionKind, RegExp][] = [
  [
    'education',
    heading(
      '(higher |formal |academic )?education( and (training|certifications?|qualifications|credentials|courses))?',
      'academics?',
      // A designer's "Learning".
      'learning',
      '(educational|academic) (background|history|record|career|training|qualifications|studies|profile)',
      '(academic |educational )?qualifications',
      'degrees( and (certifications?|diplomas|qualifications))?',
      'schooling',
      '(university |academic )?studies',
      'training and education',
      // First person, as designers and founders write them: "Where I studied", "What I studied".
      '(where|what) i (studied|learned|learnt|trained)',
      'my (education|studies)',
      // de
      'ausbildung( (und|and) (studium|weiterbildung))?',
      'studium( (und|and) (ausbildung|weiterbildung))?',
      'aus und weiterbildung',
      '(schul|berufs|hochschul)?ausbildung',
      'schul und berufsausbildung',
      '(hochschul|schul)?bildung',
      'bildungsweg',
      'bildungsgang',
      'akademische (ausbildung|laufbahn)',
      'akademischer werdegang',
      'schulbildung',
      // fr
      'formations?( initiale( et continue)?| continue| academique| universitaire| et diplomes)?',
      'diplomes( et formations?)?',
      'cursus( universitaire| scolaire| academique)?',
      'parcours (academique|scolaire|universitaire)',
      'etudes( et diplomes| superieures)?',
      // Quebec: "Scolarité".
      'scolarite',
      // es
      'educacion( y formacion)?',
      'formacion( academica| universitaria| reglada)?',
      'estudios( realizados| academicos| universitarios)?',
      'grados academicos',
      'titres universitaires',
      'titulacion(es)?',
      'historial academico',
      // pt
      // "Formação acadêmica/titulação": the Brazilian Lattes CV's heading.
      'formacao( academica| escolar| superior)?( titulacao)?',
      'educacao( e formacao)?',
      'escolaridade',
      'habilitacoes( academicas| literarias)?',
      'percurso academico',
      // it
      'istruzione( e formazione)?',
      'formazione( accademica| universitaria| scolastica)?',
      'titoli di studio',
      'studi',
      // nl
      'opleidingen?( en (cursussen|trainingen))?',
      'scholing',
      'onderwijs',
    ),
  ],
  [
    'experience',
    heading(
      // "Work Experience", "Leadership Experience", "Research Positions", "Academic Appointments".
      '(.* )?(experience|experiences|employment|work history|career history|involvement|internships?|positions|appointments)',
      '(professional|work|employment|career|relevant) (background|history|record)',
      'employment (history|record)',
      'career( path| progression)?',
      'positions held',
      'research',
      'work',
      // First person: "Where I have worked", "Places I've worked", "Companies I have worked for", "My journey".
      '(where|places) i( ve| have)? (worked|been|work)',
      '(companies|teams|people|clients|studios) i( ve| have)? worked (for|with|at)',
      '(work|jobs|roles) i( ve| have)? (done|had|held)',
      'what i( ve| have) done',
      'my (experience|career|journey|work history|path)( so far)?',
      // de
      'berufserfahrung(en)?',
      'berufliche (erfahrung(en)?|stationen|laufbahn|tatigkeit(en)?|praxis)',
      '(beruflicher )?werdegang',
      'berufstatigkeit(en)?',
      'berufspraxis',
      'praxiserfahrung',
      'arbeitserfahrung',
      'stationen',
      'praktika',
      // fr
      'experiences? professionnelles?',
      'parcours( professionnel)?',
      'carriere( professionnelle)?',
      'historique professionnel',
      'fonctions( et postes| occupees)?',
      'postes( et fonctions)?',
      // es
      'experiencias?( laboral(es)?| profesional(es)?| academica( y profesional)?| docente| de trabajo| de trabalho)?',
      'trayectoria( profesional| laboral)?',
      'historial (laboral|profesional)',
      // An academic's appointments: "Cargos académicos y de investigación", "Puestos ocupados".
      'cargos( academicos)?( y de investigacion| e de investigacao| ocupados)?',
      'puestos( ocupados| de trabajo)?',
      'antecedentes (laborales|profesionales)',
      // pt
      'experiencias? profissiona(l|is)',
      'historico profissional',
      '(percurso|trajetoria|atuacao) profissional',
      'postes occupes',
      'positions held',
      'carreira( profissional)?',
      // it
      'esperienze?( professionali| professionale| lavorative| lavorativa| di lavoro)?',
      'percorso professionale',
      'carriera',
      'incarichi( accademici)?( e professionali)?',
      'posizioni( ricoperte| accademiche)?',
      // nl
      '(relevante |professionele )?werkervaring(en)?',
      'arbeidsverleden',
      'loopbaan',
      'werkgeschiedenis',
    ),
  ],
  [
    'skills',
    heading(
      '(technical |computer |core |key |programming |personal |top |digital |job related |professional |relevant |software |additional |other )?(skills|skill set|skillset|competencies|competences|technologies|tech stack|tools|toolkit|toolbox|expertise|strengths|capabilities|proficiencies|abilities|specialties|know how)( and (interests|tools|technologies|expertise|methods|abilities|competencies|knowledge))?',
      '(areas|fields) of (expertise|specialization|specialisation|competence|research)',
      // "Tech and domain skills", "Technical and soft skills".
      '[a-z]+ and [a-z]+ skills',
      // An academic's "Research areas" are their expertise.
      'research (areas|fields|expertise)',
      '(methods|languages|frameworks|software|technologies) and (tools|technologies|frameworks|software)',
      // "Additional" and "Additional information" on a US resume hold the skills (and a language or two).
      'additional( information| info| qualifications)?',
      // First person: "What I do", "Things I'm good at", "How I work", "What I bring", "Tools I use".
      'what i (do|know|bring|offer|can do|work with)',
      '(things |what )?i( m| am) (good|great) at',
      'how i work',
      '(tools|software) i use',
      'my (skills|toolkit|toolbox|tools|stack|strengths|superpowers)',
      'tools and (methods|technologies|platforms)',
      // A founder's CV: "Stack", "Tech"; an academic's "Methods", "Techniques", "Laboratory methods".
      '(tech |technology |my )?stack',
      '(research |laboratory |lab |analytical |experimental )?(methods|techniques)',
      // de
      '(edv |it |fach |technische |sonstige |besondere )?kenntnisse( und fahigkeiten)?',
      'fahigkeiten( und kenntnisse| und kompetenzen)?',
      '(fach|kern|schlussel|methoden|it )?kompetenzen',
      'qualifikationen',
      'methoden und (tools|werkzeuge)',
      'werkzeuge',
      'methoden',
      'schwerpunkte',
      'starken',
      // fr
      'competences( techniques| informatiques| cles| professionnelles)?',
      'savoir faire',
      'outils( et methodes)?',
      'atouts',
      'points forts',
      'domaines? (d|de) (expertise|intervention|competences?)',
      'expertises',
      'connaissances( techniques| informatiques)?',
      'logiciels',
      // es
      'habilidades( tecnicas| y (competencias|destrezas|conocimientos))?',
      'competencias( tecnicas| clave| profesionales)?',
      'conocimientos( tecnicos| informaticos)?',
      'aptitudes',
      'destrezas',
      'herramientas',
      // "Tecnologías" (es, pt), "Tecnologie", "Technologien", "Technologieën".
      'tecnologias',
      'tecnologie',
      'technologien',
      'technologieen',
      'fortalezas',
      'capacidades',
      'areas de (especializacion|conocimiento)',
      'lineas de investigacion',
      'thematiques de recherche',
      // pt
      'conhecimentos( tecnicos| informaticos)?',
      'ferramentas',
      'aptidoes',
      'pontos fortes',
      'areas de (atuacao|especializacao)',
      // it
      'competenze( tecniche| professionali| informatiche| chiave)?',
      'capacita( e competenze)?',
      'conoscenze( tecniche| informatiche)?',
      'strumenti',
      // nl
      'vaardigheden( en competenties)?',
      'competenties',
      '(vak)?kennis( en vaardigheden)?',
    ),
  ],
  [
    'projects',
    heading(
      '(personal |academic |selected |side )?projects?',
      // First person: "What I've built", "Things I have made".
      '(what|things) i( ve| have) (built|made|shipped|created|designed)',
      'projekte',
      'projets',
      'proyectos',
      'projetos',
      'progetti',
      'projecten',
    ),
  ],
  [
    'summary',
    heading(
      '(professional |career )?(summary|profile|objective|about|about me)',
      'intro(duction)?',
      'who i am',
      'hello',
      '(kurz)?profil',
      'zusammenfassung',
      'uber mich',
      'a propos( de moi)?',
      'perfil( profesional| profissional)?',
      'resumen( profesional)?',
      'sobre mi',
      'resumo( profissional)?',
      'profilo( professionale| personale)?',
      'chi sono',
      '(persoonlijk )?profiel',
      'over mij',
      'samenvatting',
    ),
  ],
  [
    'other',
    heading(
      '(research )?(honors|awards|grants|fellowships)( and (awards|honors|fellowships|grants))?',
      'honors awards',
      'achievements',
      '(selected )?(refereed |peer reviewed |journal )?(publications|papers|articles)',
      '(masters? |bachelors? |phd |doctoral |diploma )?(thesis|dissertation)',
      'certifications?',
      '(spoken |foreign )?languages',
      'interests',
      'hobbies',
      'references',
      '(relevant )?coursework',
      'links',
      'activities',
      'extracurricular',
      'volunteering',
      'patents',
      '(invited )?talks',
      'miscellaneous',
      'leadership',
      'courses',
      'training',
      'teaching',
      '(professional )?service',
      'contact',
      'personal (information|details|data)',
      // de, fr, es, pt
      'sprachen',
      'sprachkenntnisse',
      'zertifikate',
      'zertifizierungen',
      'interessen',
      'hobbys',
      'publikationen',
      'kontakt',
      'personliche daten',
      'langues',
      'centres d interet',
      'informations personnelles',
      'idiomas',
      'certificaciones',
      'intereses',
      'publicaciones',
      'datos personales',
      'contacto',
      'linguas',
      'certificacoes',
      'interesses',
      'dados pessoais',
      'contato',
      'publicacoes',
      'patentes',
      'producao (bibliografica|cientifica)',
      // it
      'lingue( straniere)?',
      'conoscenze linguistiche',
      'certificazioni',
      'abilitazioni',
      'pubblicazioni',
      'interessi',
      'contatti',
      'dati personali',
      'informazioni personali',
      'artigos( completos)? publicados( em periodicos)?',
      // nl
      'talen(kennis)?',
      'certificaten',
      'certificeringen',
      'cursussen',
      'nevenactiviteiten',
      'interesses',
      'publicaties',
      'persoonlijke gegevens',
      'referenties',
      'projetos de pesquisa',
    ),
  ],
];

/** Words of job titles. */
const TITLE_WORDS = new Set(
  (
    'engineer engineering developer programmer manager intern internship assistant analyst scientist designer ' +
    'consultant director founder cofounder co-founder ceo cto cfo coo cmo vp president lead leader head member ' +
    'volunteer coach specialist researcher fellow associate officer architect administrator coordinator ' +
    'teacher tutor instructor professor lecturer editor writer owner partner principal advisor adviser ' +
    'representative technician contractor freelancer chair secretary treasurer captain mentor trainee ' +
    'apprentice executive supervisor operator clerk agent counselor accountant attorney strategist job senior ' +
    'illustrator auditor postdoctoral postdoc economist banker controller bookkeeper reader superintendent ' +
    'planner foreman inspector buyer estimator surveyor dispatcher scheduler actuary actuaire actuario attuario ' +
    // healthcare
    'nurse physician therapist physiotherapist pharmacist paramedic surgeon midwife technologist practitioner dietitian ' +
    'clinician caregiver hygienist sonographer radiographer emt medic dentist orthodontist ' +
    // de (feminine forms in -in are derived: see isTitleWord)
    'leiter geschaftsfuhrer werkstudent praktikant referent sachbearbeiter mitarbeiter buchhalter ' +
    'kaufmann kauffrau techniker programmierer lehrer pfleger arzt wissenschaftler redakteur inhaber grunder ' +
    'direktor koordinator architekt konstrukteur verwalter agronom ' +
    // fr
    'ingenieur developpeur developpeuse responsable charge chargee directeur directrice chef gerant stagiaire ' +
    'conseiller conseillere ingenieure fondateur fondatrice cofondateur cofondatrice chercheur chercheuse ' +
    'maitre maitresse assistante enseignant enseignante technicien technicienne superviseur superviseure ' +
    'operateur operatrice pharmacien pharmacienne professeur professeure ' +
    // es
    'ingeniero ingeniera desarrollador desarrolladora disenador disenadora jefe jefa gerente analista ' +
    'coordinador coordinadora consultor consultora asistente directora becario fundador fundadora cofundador ' +
    'cofundadora investigador investigadora profesor profesora tecnico tecnica supervisora operador operadora ' +
    'especialista auxiliar encargado encargada responsable ' +
    // pt
    'engenheiro engenheira desenvolvedor desenvolvedora coordenador coordenadora estagiario estagiaria ' +
    'diretor diretora professora gestor gestora pesquisador pesquisadora chefe encarregado encarregada ' +
    'responsavel consultora ' +
    // it
    'ingegnere direttore direttrice responsabile tirocinante stagista sviluppatore sviluppatrice progettista ' +
    'restauratore restauratrice ricercatore ricercatrice docente tecnico consulente amministratore ' +
    'amministratrice coordinatore coordinatrice fondatore fondatrice cofondatore cofondatrice professore ' +
    'professoressa borsista ' +
    // nl
    'medewerker adviseur directeur eigenaar oprichter medeoprichter projectleider teamleider hoofd stagiair ' +
    'beheerder ontwikkelaar onderzoeker leraar verpleegkundige'
  ).split(' '),
);

/** German compounds end in a job title: "Entwicklungsingenieur", "Projektmanager", "Finanzcontroller". */
const TITLE_ENDINGS = [
  'ingenieur',
  'manager',
  'leiter',
  'entwickler',
  'berater',
  'analyst',
  'designer',
  'spezialist',
  'assistent',
  'controller',
  'referent',
  'mitarbeiter',
  'buchhalter',
  'kaufmann',
  'kauffrau',
  'techniker',
  'pfleger',
  'prufer',
  'architekt',
  'koordinator',
  'konstrukteur',
  // Dutch compounds: "Procesingenieur", "Projectleider", "Beleidsmedewerker", "Softwareontwikkelaar".
  'leider',
  'medewerker',
  'adviseur',
  'ontwikkelaar',
  'beheerder',
];

/** Scientists named by their field: "Hydrologist", "Epidemiologist", "hydrologue", "hidrólogo", "Biologe". */
const FIELD_SCIENTIST = /^\p{L}{2,}olog(?:ist|ue|o|a|e)$/u;

function isMasculineTitle(word: string): boolean {
  return (
    TITLE_WORDS.has(word) ||
    TITLE_ENDINGS.some((ending) => word.length > ending.length + 2 && word.endsWith(ending)) ||
    FIELD_SCIENTIST.test(word)
  );
}

/**
 * German feminine titles add -in to the masculine one ("Controllerin", "Projektleiterin", "Ärztin" → "arztin"),
 * so every German title word and compound ending has its -in form.
 */
export function isTitleWord(word: string): boolean {
  return isMasculineTitle(word) || (word.length > 5 && word.endsWith('in') && isMasculineTitle(word.slice(0, -2)));
}

/** Words of organisations (schools count: a title is neither). */
export const COMPANY_WORDS = new Set(
  (
    'inc llc ltd corp corporation company technologies labs lab group bank capital ventures university ' +
    'college institute school organization organisation foundation agency studio hospital department ministry ' +
    'association club society center centre employer gmbh plc holdings partners seguros versicherung'
  ).split(' '),
);

/**
 * Legal forms written after a company's name: "GmbH", "S.A.", "d.o.o.", "A/S", "Lda.", "Inc.", Luxembourg's "S.C.A.",
 * Japan's "G.K." and "K.K.", Portugal's public "E.P.E.".
 */
export const COMPANY_SUFFIX =
  /(?:^|[\s,])(?:s\.\s?c\.\s?a\.|g\.\s?k\.|k\.\s?k\.|e\.\s?p\.\s?e\.|s\.\s?a\.\s?de\s?c\.\s?v\.|s\.\s?de\s?r\.\s?l\.(?:\s?de\s?c\.\s?v\.)?|a\.\s?s\.|limitada|s\.\s?[àa]\s?r\.\s?l\.|e\.\s?v\.|pllc|ad|c\.a\.|sh\.p\.k\.|w\.l\.l\.|gmbh|ag|kg|ohg|se|sas|sarl|s\.?a\.?s?|s\.?l\.?u?|s\.?r\.?l\.?|s\.?n\.?c\.?|s\.?p\.?a\.?|ltda|lda|b\.?v\.?|n\.?v\.?|oy|ab|a\/s|aps|s?p\/f|d\.?o\.?o\.?(?:e\.?l\.?)?|sal|pty|pvt|llp|llc|inc|ltd|plc|corp|co|bhd|berhad)\.?$/i;

/**
 * The legal forms of COMPANY_SUFFIX that cannot end a person's name, to tell "Fisiored S.L." from a founder's name:
 * abbreviations only with their full stops, and none that is also a surname ("Sa", "Se", "Co", "Ab").
 */
export const LEGAL_FORM_AFTER_NAME =
  /\s(?:s\.c\.a\.|g\.k\.|k\.k\.|e\.p\.e\.|s\.a\. de c\.v\.|c\.a\.|gmbh|s\.a\.s?|s\.l\.u?|s\.r\.l\.|s\.n\.c\.|s\.p\.a\.|b\.v\.|n\.v\.|ltda\.?|lda\.|a\/s|d\.o\.o\.|llc|inc\.?|ltd\.?|plc|corp\.?|bhd\.?|berhad)$/i;

export const SCHOOL =
  /(?<!\p{L})(universi(?:ty|té|te|dad|dade|tät|tat|tà|ta|teit)|college|colegio|institut(?:e|o|ion)?|istituto|scuola|accademia|school|hochschule|fachhochschule|gymnasium|lyc[ée]e|liceo|\p{Lu}\p{Ll}+(?:akademie|hochschule|schule)|\p{L}*bildungszentrum|academy|akademie|acad[ée]mie|academia|polytechnic|polytechnique|polit[ée]cnic[oa]|politecnico|politechnika|universiti|universitas|sekolah|politeknik|kolej|hogeschool|lyceum|conservatory|conservatoire|c[ée]gep|[ée]cole|escuela|escola|faculdade|facultad|facult[ée]|iit|higher education (?:cent(?:re|er)|institution)|training cent(?:re|er)|\p{L}+universiteit|\p{L}+hogeschool|iut|cent(?:re|er) (?:for|of) higher education)(?!\p{L})/iu;

export const DEGREE =
  /(^|[\s(,-])(bachelor'?s?|master'?s?|m[áa]ster|associate'?s?|doctor(ate)?|ph\.? ?d\.?|mba|b\.?s\.?c?|b\.?a\.?|m\.?s\.?c?|m\.?a\.?|m\.?eng|b\.?eng|b\.?tech|m\.?tech|bfa|mfa|bba|bcom|llb|llm|bsn|msn|adn|dnp|mph|mbbs|pgdm|pharm\.?d|dds|dmd|dvm|m\.?d\.?|j\.?d\.?|diploma|degree|a\.?a\.?s?|ged|licen[cs]e|licenciatur[ao]|ingenier[ií]a|engenharia|diplomado|gradua[çc][ãa]o|hons|diplom|dipl\.|postgraduaat|postgrado|dr\.-?\s?ing\.?|dr\.\s?(?:rer\.\s?(?:nat|pol|oec)|phil|med)\.?|dipl[oô]me|efz|eba|lehrabschluss|mestrado|maestr[ií]a|bacharelado|bachillerato|bachiller|grado|abitur|baccalaur[ée]at|doctorat|doctorado|doutorado|doutoramento|magister|laurea|dottorato|matura|hsc|ssc|a-levels?|intermediate|maturit[äé]|reifepr[üu]fung|abschlusspr[üu]fung|staatsexamen|certificate|certificat|certificado|sijil|hbo|vwo|havo|mbo|propedeuse|doctoraal|[bmd]\.\s?[a-z]{2,5}\.)(?=$|[\s,.;:)-])/i;

const MONTH_NAMES = [
  // en
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?',
  // de
  'januar|februar|m(?:ä|ae)rz|m[äa]r|j[äa]n|mai|juni|juli|okt(?:ober)?|dez(?:ember)?',
  // fr
  // "jui." shortens juin and juillet alike.
  'janv(?:ier)?|f[ée]v(?:rier)?|mars|avr(?:il)?|juin|juil(?:let)?|jui|ao[uû]t|sept(?:embre)?|octobre|novembre|d[ée]c(?:embre)?',
  // es
  'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre',
  // pt
  'janeiro|fevereiro|mar[çc]o|maio|junho|julho|setembro|outubro|novembro|dezembro',
  // pt and es abbreviations: "out. 2012", "dez.", "set.", "ene.", "abr."
  'fev|abr|mai|ago|set|out|dez|ene',
  // it
  'gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre|genn?|giu|lug|ott|dic',
  // nl
  'januari|februari|maart|mrt|mei|augustus|oktober',
];
export const MONTH = `(?:${MONTH_NAMES.join('|')})\\.?`;

/** "Present" and its translations, closing a date range. */
export const PRESENT =
  "(?:presente|present|current|now|today|to date|ongoing|heute|(?:bis )?dato|aujourd['’]hui|(?:[àa] )?ce jour|actuel(?:lement)?|en cours|(?:(?:a|hasta) )?la fecha|(?:la )?actualidad|actual|hoy|atualmente|atualidade|atual|oggi|in corso|attuale|(?:a |at[ée] )?(?:esta|[àa]) data|(?:at[ée] )?hoje|(?:at[ée] )?o momento|(?:hasta )?el momento|heden)(?!\\p{L})";

/** Words around dates: "since 2019", "expected", "bis", "depuis". */
export const DATE_WORDS =
  /expected|graduation|grad\.?|since|from|and|seit|bis|depuis|desde|hasta|até|au|to|sinds|t\/m|tot|[-–—,:|()\s]/gi;

/** A total time printed beside the dates: "5 years 4 months", "(2 years)". */
export const DURATION =
  /\(?\b\d+\s+(?:years?|yrs?|months?|mos?|jahre?|monate?|ans?|mois|años|anos|meses|jaar|jaren|maanden)(?![\p{L}\d])(?:\s+\d+\s+(?:months?|mos?|monate?|mois|meses|maanden)(?![\p{L}\d]))?\)?/giu;

const SPOKEN_LANGUAGES = new Set(
  (
    'english german french spanish portuguese italian dutch arabic chinese mandarin cantonese japanese korean ' +
    'russian hindi urdu bengali polish swedish danish norwegian finnish turkish greek hebrew serbian croatian ' +
    'czech slovak hungarian romanian bulgarian ukrainian yoruba igbo hausa swahili amharic persian farsi tamil ' +
    'deutsch englisch franzosisch spanisch italienisch russisch ' +
    'francais anglais allemand espagnol neerlandais italien ' +
    'espanol ingles aleman frances portugues ' +
    'portugues ingles espanhol frances alemao ' +
    'italiano inglese spagnolo francese tedesco ' +
    'nederlands engels duits frans spaans italiaans portugees papiaments'
  ).split(' '),
);
const PROFICIENCY_MARK =
  /\b(native|fluent|bilingual|proficient|elementary|limited working|professional working|[abc][12]|muttersprache|verhandlungssicher|flie(?:ß|ss)end|grundkenntnisse|langue maternelle|courant|nativo|nativa|fluido|b[áa]sico|avanzado|madrelingua|moedertaal|vloeiend)\b/i;

/**
 * "Deutsch (Muttersprache)", "English — C1", "Español (nativo)": a language with its level, as a languages list
 * prints it ("Fluent in Spanish" among the skills is a skill).
 */
/** A spoken language alone or with its level ("Japanese", "Deutsch (Muttersprache)"). */
export function isSpokenLanguage(text: string): boolean {
  return SPOKEN_LANGUAGES.has(normalizeKey(text.trim())) || isRatedLanguage(text);
}

export function isRatedLanguage(text: string): boolean {
  const rated = text.trim().match(/^(\p{L}+)\s*(?:\(([^)]*)\)|[—–-]\s*(.+))$/u);
  if (!rated) return false;
  return SPOKEN_LANGUAGES.has(normalizeKey(rated[1]!)) || PROFICIENCY_MARK.test(rated[2] ?? rated[3] ?? '');
}

/** Labels inside a skills section whose entries are languages ("Sprachen", "Languages: English, French"). */
export const LANGUAGE_LABEL =
  /^(?:languages?|spoken languages|sprachen|fremdsprachen|sprachkenntnisse|langues|idiomas|l[ií]nguas|lingue|talen)$/i;

/** Europass labels of a skills section that hold no skills: languages, soft-skill prose, licences. */
export const NON_SKILL_LABEL =
  /^(?:mother tongues?(?:\s*\(s\))?|other languages?(?:\s*\(s\))?|communication skills|organi[sz]ational(?:\s*\/\s*managerial)? skills|driving licen[cs]e|f[üu]hrerschein|permis de conduire|nationality|comp[ée]tences (?:en communication|relationnelles|organisationnelles)|competencias (?:comunicativas|organizativas)|compet[êe]ncias (?:de comunica[çc][ãa]o|organizacionais)|competenze (?:comunicative|organizzative))$/i;

/**
 * A skills label run into its list on one line (Europass): "Digital skills • Python", "Mother tongue(s) Serbian",
 * and the French, Spanish, Portuguese, Italian and German forms ("Compétences numériques • QGIS", "Competencias
 * digitales", "Fachkenntnisse • Wägetechnik", "Berufliche Kompetenzen").
 */
export const RUN_IN_LABEL =
  /^((?:[\p{L}-]+\s+){0,3}skills|digital competences?|(?:comp[ée]tences|competencias|compet[êe]ncias|competenze)\s+[\p{L}-]+|(?:[\p{L}-]+\s+)?[\p{L}-]*(?:kenntnisse|kompetenz(?:en)?|f[äa]higkeiten)|[\p{L}-]*(?:vaardigheden|competenties)|mother tongues?(?:\s*\(s\))?|other languages?(?:\s*\(s\))?|driving licen[cs]e)\s+(?=\S)/iu;

/** Not a name, though it looks like one: document titles. */
export const DOCUMENT_TITLE = /^(curriculum vitae|resume|lebenslauf|cv|europass|page \d+)$/i;

/**
 * Lowercase words inside names: "Jean-Luc van der Berg", "José María de la Cruz", "Núria Vilaseca i Puigdollers",
 * "Nurul Izzati binti Kamarulzaman".
 */
export const NAME_PARTICLES = new Set(
  // "t" is Dutch "'t" ("Femke van 't Hooft") once the apostrophe is dropped; Iban names join with "anak" ("Melissa
  // Sulang anak Jimbun").
  'van von der den de del della di da das dos du la las los le ten ter t bin binti bint ibn al el y e i zu epouse nee anak'.split(
    ' ',
  ),
);

/** Patronymics written last in lowercase: "Azamat Bakyt uulu", "Aigerim Nurlan kyzy", "Elnur Rauf oglu". */
export const NAME_SUFFIXES = new Set('uulu kyzy oglu ogly qizi kizi'.split(' '));
