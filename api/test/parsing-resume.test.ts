import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readResume, RESUME_LABELS, type ResumeFile, WORD_RESUME, wordExportResume } from '../../fixtures/resumes.mjs';
import { parseResume, parseResumePdf } from '../src/modules/parsing/index.js';
import { extractPdfText } from '../src/modules/parsing/pdf-text.js';
import { textPdf } from './fixtures/pdf-builders.js';
import { isTitleWord } from '../src/modules/parsing/resume-vocabulary.js';

// Real resumes with licences that allow redistribution, in fixtures/resumes (fixtures/LICENSES.md).
const parseFile = async (file: ResumeFile) => parseResumePdf(await readResume(file));

describe('parseResume on real resumes', () => {
  it('reads the header, education and experience of a LaTeX resume (sb2nov)', async () => {
    const resume = await parseFile('sb2nov.pdf');
    assert.equal(resume.full_name, 'Sourabh Bajaj');
    assert.equal(resume.email, 'sourabh@sourabhbajaj.com');
    assert.equal(resume.phone, '+1-123-456-7890');
    assert.deepEqual(
      resume.education.map((entry) => entry.school),
      ['Georgia Institute of Technology', 'Birla Institute of Technology and Science'],
    );
    assert.equal(resume.education[0]?.degree, 'Master of Science in Computer Science');
    assert.deepEqual(
      resume.experience.slice(0, 2).map((entry) => [entry.company, entry.title, entry.from, entry.to]),
      [
        ['Google', 'Software Engineer', 'Oct 2016', 'Present'],
        ['Coursera', 'Senior Software Engineer', 'Jan 2014', 'Oct 2016'],
      ],
    );
    assert.match(resume.experience[0]?.achievements[0] ?? '', /^TensorFlow: TensorFlow is an open source/);
  });

  it('tells title from company when the title comes first (Jake’s resume)', async () => {
    const resume = await parseFile('jakes-resume-typst.pdf');
    assert.equal(resume.social.linkedin, 'linkedin.com/in/jake');
    assert.deepEqual(resume.experience[0], {
      company: 'Texas A&M University',
      title: 'Undergraduate Research Assistant',
      from: 'June 2020',
      to: 'Present',
      achievements: [
        'Developed a REST API using FastAPI and PostgreSQL to store data from learning management systems',
        'Developed a full-stack web application using Flask, React, PostgreSQL and Docker to analyze GitHub data',
        'Explored ways to visualize GitHub collaboration in a classroom setting',
      ],
      skills: ['React', 'Flask'],
    });
    assert.deepEqual(resume.skills.slice(0, 4), ['Java', 'Python', 'C/C++', 'SQL (Postgres)']);
  });

  it('reads a two-column resume', async () => {
    const deedy = await parseFile('deedy-twocolumn.pdf');
    assert.equal(deedy.full_name, 'Debarghya Das');
    assert.equal(deedy.experience[0]?.company, 'FACEBOOK');
    assert.equal(deedy.experience[0]?.title, 'SOFTWARE ENGINEER');
  });

  it('reads the moderncv templates (icons before the links, placeholder content)', async () => {
    for (const file of ['moderncv-banking.pdf', 'moderncv-classic.pdf'] as const) {
      const resume = await parseFile(file);
      assert.equal(resume.full_name, 'John Doe', file);
      assert.equal(resume.email, 'john@doe.org', file);
      assert.equal(resume.phone, '+1 (234) 567 890', file);
      assert.equal(resume.social.website, 'johndoe.com', file);
      assert.deepEqual(
        resume.experience.map((entry) => [entry.company, entry.title]),
        Array.from({ length: 3 }, () => ['Employer', 'Job title']),
        file,
      );
    }
    const banking = await parseFile('moderncv-banking.pdf');
    assert.deepEqual(banking.social, { linkedin: 'john.doe', github: 'jdoe', website: 'johndoe.com' });
  });

  // What the text layer cannot give (the labels' notes say why); every other field must agree exactly.
  const UNREADABLE: Record<string, string[]> = {
    // LinkedIn's icon is a vector drawing; the skill categories' labels run into their lists ("category 1 XXX").
    'resumes/moderncv-classic.pdf': ['linkedin', 'skills'],
  };
  for (const [path, label] of Object.entries(RESUME_LABELS)) {
    it(`agrees with the labels of ${path}`, async () => {
      const resume = await parseFile(path.replace(/^resumes\//, '') as ResumeFile);
      const unreadable = new Set(UNREADABLE[path]);
      const lower = (value: string | null | undefined) => value?.toLowerCase() ?? null;
      assert.equal(lower(resume.full_name), lower(label.full_name));
      assert.equal(resume.email, label.email);
      assert.equal(resume.phone, label.phone);
      if (!unreadable.has('linkedin')) assert.equal(resume.social.linkedin, label.linkedin);
      assert.deepEqual(
        resume.education.map((entry) => [entry.school, entry.degree]),
        label.education.map((entry) => [entry.school, entry.degree]),
      );
      assert.deepEqual(
        resume.experience.map((entry) => [entry.company, entry.title]),
        label.experience.map((entry) => [entry.company, entry.title]),
      );
      if (!unreadable.has('skills')) assert.deepEqual(resume.skills.slice(0, 10), label.skills);
    });
  }
});

describe('parseResume on a generated Word export', () => {
  it('reads a phone and words whose hyphens are a soft hyphen plus U+2010, and sections named for students', async () => {
    const resume = await parseResumePdf(await wordExportResume());
    assert.equal(resume.full_name, WORD_RESUME.fullName);
    assert.equal(resume.email, WORD_RESUME.email);
    assert.equal(resume.phone, WORD_RESUME.phone);
    assert.match(resume.summary ?? '', /an on-campus position/);
    assert.deepEqual(
      resume.experience.map((entry) => ({ company: entry.company, title: entry.title })),
      WORD_RESUME.experience,
    );
    assert.equal(
      resume.experience[0]?.achievements[1],
      'Co-organized a book drive and a career fair with 30 local employers',
    );
  });
});

describe('parseResume on a generated resume', () => {
  it('finds every field of a simple one-column resume', async () => {
    const bytes = await textPdf([
      [
        { text: 'Maria Gonzalez', x: 220, y: 60, size: 22, style: 'bold' },
        { text: 'maria.gonzalez@example.com | (415) 555-0134 | linkedin.com/in/mariagonzalez', x: 110, y: 85 },
        { text: 'EXPERIENCE', x: 50, y: 120, size: 13, style: 'bold' },
        { text: 'Stripe', x: 50, y: 140, style: 'bold' },
        { text: 'San Francisco, CA', x: 460, y: 140 },
        { text: 'Senior Backend Engineer', x: 50, y: 155, style: 'italic' },
        { text: 'Jan 2020 – Present', x: 460, y: 155, style: 'italic' },
        { text: '• Cut payout latency by 40% by rewriting the ledger service in Go', x: 60, y: 170 },
        { text: '• Led a team of 4 engineers on the new reconciliation pipeline', x: 60, y: 185 },
        { text: 'Shopify', x: 50, y: 210, style: 'bold' },
        { text: 'Ottawa, Canada', x: 460, y: 210 },
        { text: 'Backend Developer', x: 50, y: 225, style: 'italic' },
        { text: 'Jun 2017 – Dec 2019', x: 460, y: 225, style: 'italic' },
        { text: '• Built checkout APIs in Python serving 2M requests a day', x: 60, y: 240 },
        { text: 'EDUCATION', x: 50, y: 275, size: 13, style: 'bold' },
        { text: 'University of Texas at Austin', x: 50, y: 295, style: 'bold' },
        { text: 'Austin, TX', x: 460, y: 295 },
        { text: 'Bachelor of Science in Computer Science', x: 50, y: 310, style: 'italic' },
        { text: 'May 2017', x: 460, y: 310, style: 'italic' },
        { text: 'SKILLS', x: 50, y: 345, size: 13, style: 'bold' },
        { text: 'Languages: Go, Python, TypeScript, SQL', x: 50, y: 365 },
        { text: 'Tools: Kafka, PostgreSQL, Docker', x: 50, y: 380 },
      ],
    ]);
    const resume = await parseResumePdf(bytes);
    assert.equal(resume.full_name, 'Maria Gonzalez');
    assert.equal(resume.email, 'maria.gonzalez@example.com');
    assert.equal(resume.phone, '(415) 555-0134');
    assert.equal(resume.social.linkedin, 'linkedin.com/in/mariagonzalez');
    assert.deepEqual(resume.skills, ['Go', 'Python', 'TypeScript', 'SQL', 'Kafka', 'PostgreSQL', 'Docker']);
    assert.deepEqual(resume.education, [
      {
        school: 'University of Texas at Austin',
        degree: 'Bachelor of Science in Computer Science',
        major: 'Computer Science',
        grad: 'May 2017',
      },
    ]);
    assert.deepEqual(
      resume.experience.map((entry) => [entry.company, entry.title, entry.from, entry.to, entry.achievements.length]),
      [
        ['Stripe', 'Senior Backend Engineer', 'Jan 2020', 'Present', 2],
        ['Shopify', 'Backend Developer', 'Jun 2017', 'Dec 2019', 1],
      ],
    );
    assert.deepEqual(resume.experience[0]?.skills, ['Go']);
  });
});

describe('parseResume on the layouts founders send', () => {
  it('reads a German tabular Lebenslauf: headings, dates beside the entries, company under the title, skill labels', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'LEBENSLAUF', x: 50, y: 50, size: 9 },
          { text: 'Jürgen Weißmüller', x: 50, y: 75, size: 22, style: 'bold' },
          { text: 'Telefon', x: 50, y: 120 },
          { text: '+49 711 555 0123', x: 184, y: 120 },
          { text: 'Berufserfahrung', x: 50, y: 160, size: 12, style: 'bold' },
          { text: '04/2016 – heute', x: 50, y: 180 },
          { text: 'Leiter Entwicklung', x: 184, y: 180, style: 'bold' },
          { text: 'Schwabentech Antriebe GmbH, Stuttgart', x: 184, y: 194 },
          { text: '– Führung von 18 Entwicklungsingenieuren', x: 184, y: 208 },
          { text: '10/2008 – 03/2016', x: 50, y: 228 },
          { text: 'Entwicklungsingenieur', x: 184, y: 228, style: 'bold' },
          { text: 'Neckarwerk Maschinenbau AG, Heilbronn', x: 184, y: 242 },
          { text: 'Ausbildung', x: 50, y: 275, size: 12, style: 'bold' },
          { text: '10/2002 – 09/2008', x: 50, y: 295 },
          { text: 'Diplom-Ingenieur Maschinenbau', x: 184, y: 295, style: 'bold' },
          { text: 'Technische Hochschule Filderstadt', x: 184, y: 309 },
          { text: 'Kenntnisse', x: 50, y: 340, size: 12, style: 'bold' },
          { text: 'EDV', x: 50, y: 360 },
          { text: 'CATIA V5, SAP PLM, MATLAB/Simulink', x: 184, y: 360 },
          { text: 'Sprachen', x: 50, y: 376 },
          { text: 'Deutsch (Muttersprache), Englisch (fließend)', x: 184, y: 376 },
        ],
      ]),
    );
    assert.equal(resume.full_name, 'Jürgen Weißmüller');
    assert.equal(resume.phone, '+49 711 555 0123');
    assert.deepEqual(
      resume.experience.map((entry) => [entry.company, entry.title, entry.from, entry.to]),
      [
        ['Schwabentech Antriebe GmbH', 'Leiter Entwicklung', '04/2016', 'heute'],
        ['Neckarwerk Maschinenbau AG', 'Entwicklungsingenieur', '10/2008', '03/2016'],
      ],
    );
    assert.deepEqual(
      resume.education.map((entry) => [entry.school, entry.degree]),
      [['Technische Hochschule Filderstadt', 'Diplom-Ingenieur Maschinenbau']],
    );
    // "EDV" labels a list; "Sprachen" with levels is not a skill.
    assert.deepEqual(resume.skills, ['CATIA V5', 'SAP PLM', 'MATLAB/Simulink']);
  });

  it('reads a French CV: a particle in the name, a phone after +33, an employer and town under the title', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'Jean-Luc van der Berg', x: 50, y: 70, size: 22, style: 'bold' },
          { text: 'jl.vanderberg@example.com | +33 6 55 50 12 34', x: 50, y: 92 },
          { text: 'Expérience professionnelle', x: 50, y: 130, size: 12, style: 'bold' },
          { text: 'Ingénieur logiciel senior', x: 50, y: 150, style: 'bold' },
          { text: 'Rhôneval Systèmes, Lyon', x: 50, y: 164 },
          { text: '• Refonte du moteur de facturation', x: 50, y: 178 },
          { text: 'Développeur backend', x: 50, y: 198, style: 'bold' },
          { text: 'Croix-Rousse Numérique SAS, Villeurbanne', x: 50, y: 212 },
          { text: 'Formation', x: 50, y: 245, size: 12, style: 'bold' },
          { text: 'Classes préparatoires MP', x: 50, y: 265, style: 'bold' },
          { text: 'Lycée des Cerisiers', x: 50, y: 279 },
          { text: 'Compétences', x: 50, y: 310, size: 12, style: 'bold' },
          { text: 'Java · Kotlin · Spring Boot', x: 50, y: 330 },
        ],
      ]),
    );
    assert.equal(resume.full_name, 'Jean-Luc van der Berg');
    assert.equal(resume.phone, '+33 6 55 50 12 34');
    assert.deepEqual(
      resume.experience.map((entry) => [entry.company, entry.title]),
      [
        ['Rhôneval Systèmes', 'Ingénieur logiciel senior'],
        ['Croix-Rousse Numérique SAS', 'Développeur backend'],
      ],
    );
    // No degree word: what else the head names is the degree.
    assert.deepEqual(
      resume.education.map((entry) => [entry.school, entry.degree]),
      [['Lycée des Cerisiers', 'Classes préparatoires MP']],
    );
    assert.deepEqual(resume.skills, ['Java', 'Kotlin', 'Spring Boot']);
  });

  it('reads letter-spaced headings, a name on two lines and a title-first layout (Portuguese)', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'ANA BEATRIZ', x: 40, y: 50, size: 28 },
          { text: 'CONCEIÇÃO', x: 40, y: 84, size: 28 },
          { text: 'E X P E R I Ê N C I A P R O F I SS I O N A L', x: 40, y: 130, size: 11, style: 'bold' },
          { text: 'Gerente de Produto', x: 40, y: 150, style: 'bold' },
          { text: 'Ipê Pagamentos', x: 40, y: 164 },
          { text: '08/2021 – presente', x: 40, y: 176, size: 8 },
          { text: 'F O R M A Ç Ã O A C A D Ê M I C A', x: 40, y: 210, size: 11, style: 'bold' },
          { text: 'Bacharelado em Administração', x: 40, y: 230, style: 'bold' },
          { text: 'Universidade Paulista do Ibirapuera', x: 40, y: 244 },
        ],
      ]),
    );
    assert.equal(resume.full_name, 'ANA BEATRIZ CONCEIÇÃO');
    assert.deepEqual(
      resume.experience.map((entry) => [entry.company, entry.title, entry.from, entry.to]),
      [['Ipê Pagamentos', 'Gerente de Produto', '08/2021', 'presente']],
    );
    assert.deepEqual(
      resume.education.map((entry) => [entry.school, entry.degree]),
      [['Universidade Paulista do Ibirapuera', 'Bacharelado em Administração']],
    );
  });

  it('reads a LinkedIn export: the name after the sidebar, a wrapped profile URL, Top Skills, roles under one company', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'Contact', x: 13, y: 48, size: 12.5, style: 'bold' },
          { text: 'harriet.ob@example.com', x: 13, y: 67, size: 10 },
          { text: 'www.linkedin.com/in/harrietoduyabl', x: 13, y: 101, size: 10 },
          { text: 'ake (LinkedIn)', x: 13, y: 115, size: 10 },
          { text: 'Top Skills', x: 13, y: 141, size: 12.5, style: 'bold' },
          { text: 'Product Strategy', x: 13, y: 160, size: 10 },
          { text: 'User Research', x: 13, y: 178, size: 10 },
          { text: 'Harriet Oduya-Blake', x: 206, y: 52, size: 26 },
          { text: 'London, England, United Kingdom', x: 206, y: 93, size: 10.5 },
          { text: 'Experience', x: 206, y: 193, size: 15 },
          { text: 'Fernhollow Bank', x: 206, y: 220, size: 12 },
          { text: '5 years 4 months', x: 206, y: 235, size: 10.5 },
          { text: 'Product Lead', x: 206, y: 252, size: 10.5, style: 'bold' },
          { text: 'March 2022 - Present (2 years 10 months)', x: 206, y: 265, size: 10.5 },
          { text: 'Senior Product Manager', x: 206, y: 290, size: 10.5, style: 'bold' },
          { text: 'September 2019 - February 2022 (2 years 6 months)', x: 206, y: 305, size: 10.5 },
          { text: 'Tallyho Insurance', x: 206, y: 340, size: 12 },
          { text: 'Product Manager', x: 206, y: 357, size: 10.5, style: 'bold' },
          { text: 'January 2016 - August 2019 (3 years 8 months)', x: 206, y: 371, size: 10.5 },
        ],
      ]),
    );
    assert.equal(resume.full_name, 'Harriet Oduya-Blake');
    assert.equal(resume.social.linkedin, 'linkedin.com/in/harrietoduyablake');
    assert.deepEqual(resume.skills, ['Product Strategy', 'User Research']);
    assert.deepEqual(
      resume.experience.map((entry) => [entry.company, entry.title, entry.from]),
      [
        ['Fernhollow Bank', 'Product Lead', 'March 2022'],
        ['Fernhollow Bank', 'Senior Product Manager', 'September 2019'],
        ['Tallyho Insurance', 'Product Manager', 'January 2016'],
      ],
    );
  });

  it('reads Europass labels run into their values: dates before the title, skills under "Digital skills"', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'Zoe Djordjevic', x: 195, y: 67, size: 16 },
          { text: 'WORK EXPERIENCE', x: 97, y: 110, size: 9 },
          { text: '03/2020 – Present', x: 107, y: 127, size: 9 },
          { text: 'Senior Data Scientist', x: 195, y: 127, size: 9, style: 'bold' },
          { text: 'Danubia Telecom d.o.o., Belgrade (Serbia)', x: 195, y: 140, size: 9 },
          { text: '• Churn prediction models for 3 million subscribers', x: 195, y: 153, size: 9 },
          { text: 'PERSONAL SKILLS', x: 103, y: 185, size: 9 },
          { text: 'Mother tongue(s)', x: 110, y: 203, size: 8.5 },
          { text: 'Serbian', x: 195, y: 203, size: 9 },
          { text: 'Communication skills', x: 94, y: 221, size: 8.5 },
          { text: 'Presented results to boards; ran workshops', x: 195, y: 221, size: 9 },
          { text: 'Digital skills', x: 133, y: 239, size: 8.5 },
          { text: '• Python', x: 195, y: 239, size: 9 },
          { text: '• SQL', x: 195, y: 252, size: 9 },
          { text: 'Driving licence', x: 121, y: 270, size: 8.5 },
          { text: 'B', x: 195, y: 270, size: 9 },
        ],
      ]),
    );
    assert.deepEqual(
      resume.experience.map((entry) => [entry.company, entry.title, entry.from, entry.to]),
      [['Danubia Telecom d.o.o.', 'Senior Data Scientist', '03/2020', 'Present']],
    );
    assert.deepEqual(resume.skills, ['Python', 'SQL']);
  });

  it('reads academic appointments and a degree with its field before the school', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'TEODORA ILIEVA', x: 230, y: 70, size: 14 },
          { text: 'EDUCATION', x: 64, y: 120, size: 8, style: 'bold' },
          { text: '2016–2021', x: 64, y: 140, size: 10 },
          { text: 'PhD, Computational Biology, Charles River Institute of Science', x: 147, y: 140, size: 10 },
          { text: 'ACADEMIC APPOINTMENTS', x: 64, y: 175, size: 8, style: 'bold' },
          { text: '2021–Present', x: 64, y: 195, size: 10 },
          { text: 'Assistant Professor of Economics, Northlake University', x: 147, y: 195, size: 10 },
        ],
      ]),
    );
    assert.equal(resume.full_name, 'TEODORA ILIEVA');
    assert.deepEqual(
      resume.education.map((entry) => [entry.school, entry.degree]),
      [['Charles River Institute of Science', 'PhD, Computational Biology']],
    );
    assert.deepEqual(
      resume.experience.map((entry) => [entry.company, entry.title]),
      [['Northlake University', 'Assistant Professor of Economics']],
    );
  });
});

describe('parseResume heading vocabulary and title words', () => {
  it('knows the common synonyms of the section headings and ignores a wrapped line that reads like one', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'Dana Whitfield', x: 50, y: 50, size: 20, style: 'bold' },
          { text: 'dana.whitfield@example.com | (503) 555-0188', x: 50, y: 75 },
          { text: 'PROFESSIONAL BACKGROUND', x: 50, y: 110, size: 12, style: 'bold' },
          { text: 'Harrow Logistics', x: 50, y: 130, style: 'bold' },
          { text: 'Operations Analyst', x: 50, y: 145, style: 'italic' },
          { text: 'Mar 2019 – Present', x: 460, y: 145, style: 'italic' },
          { text: 'DEGREES', x: 50, y: 180, size: 12, style: 'bold' },
          { text: 'Bachelor of Arts in Economics, Danubian University of Economic', x: 50, y: 200 },
          { text: 'Studies', x: 50, y: 214 },
          { text: 'TOOLKIT', x: 50, y: 250, size: 12, style: 'bold' },
          { text: 'Tableau · SQL · Excel', x: 50, y: 270 },
        ],
      ]),
    );
    assert.deepEqual(
      resume.experience.map((entry) => [entry.company, entry.title]),
      [['Harrow Logistics', 'Operations Analyst']],
    );
    assert.equal(resume.education.length, 1);
    assert.match(resume.education[0]?.degree ?? '', /^Bachelor of Arts in Economics/);
    assert.deepEqual(resume.skills, ['Tableau', 'SQL', 'Excel']);
  });

  it('reads German headings like "Ausbildung und Studium" and feminine titles in -in', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'Katrin Vollmer', x: 50, y: 75, size: 22, style: 'bold' },
          { text: '+49 711 555 0199', x: 50, y: 120 },
          { text: 'Berufliche Stationen', x: 50, y: 160, size: 12, style: 'bold' },
          { text: '04/2019 – heute', x: 50, y: 180 },
          { text: 'Controllerin', x: 184, y: 180, style: 'bold' },
          { text: 'Remstal Armaturen GmbH, Esslingen', x: 184, y: 194 },
          { text: 'Ausbildung und Studium', x: 50, y: 230, size: 12, style: 'bold' },
          { text: '10/2014 – 09/2018', x: 50, y: 250 },
          { text: 'Bachelor of Arts Betriebswirtschaftslehre', x: 184, y: 250, style: 'bold' },
          { text: 'Hochschule Filderstadt', x: 184, y: 264 },
          { text: 'Methoden und Tools', x: 50, y: 300, size: 12, style: 'bold' },
          { text: 'SAP CO, Power BI, Excel', x: 50, y: 320 },
        ],
      ]),
    );
    assert.deepEqual(
      resume.experience.map((entry) => [entry.company, entry.title]),
      [['Remstal Armaturen GmbH', 'Controllerin']],
    );
    assert.deepEqual(
      resume.education.map((entry) => entry.school),
      ['Hochschule Filderstadt'],
    );
    assert.deepEqual(resume.skills, ['SAP CO', 'Power BI', 'Excel']);
  });
});

describe('parseResume sidebar headings', () => {
  it('starts a section at a known heading set smaller, like the other sidebar headings ("CONTACT")', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'Delia Marsh', x: 50, y: 50, size: 22 },
          { text: 'EDUCATION', x: 50, y: 100, size: 12 },
          { text: 'BSN, Nursing', x: 50, y: 120, size: 9.5 },
          { text: 'Bay Colony College of Nursing', x: 50, y: 134, size: 9.5 },
          { text: 'September 2013 – May 2017', x: 50, y: 148, size: 8.5 },
          { text: 'CONTACT', x: 50, y: 180, size: 10 },
          { text: 'delia.marsh@example.com', x: 50, y: 196, size: 9.5 },
          { text: 'Boston, MA', x: 50, y: 210, size: 9.5 },
          { text: 'CORE SKILLS', x: 50, y: 240, size: 10 },
          { text: 'Critical Care', x: 50, y: 256, size: 9.5 },
          { text: 'Wound Care', x: 50, y: 270, size: 9.5 },
        ],
      ]),
    );
    assert.deepEqual(
      resume.education.map((entry) => [entry.school, entry.degree]),
      [['Bay Colony College of Nursing', 'BSN, Nursing']],
    );
    assert.deepEqual(resume.skills, ['Critical Care', 'Wound Care']);
  });
});

describe('parseResume: layouts held-out v2 showed it missed', () => {
  it('reads first-person headings and a title with its area over the employer (designer CV)', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'Ottilie Brennan-Sato', x: 40, y: 50, size: 24 },
          { text: 'ottilie@example.com', x: 40, y: 75 },
          { text: 'WHERE I’VE WORKED', x: 40, y: 110, size: 11, style: 'bold' },
          { text: 'Co-founder, Design', x: 40, y: 130, style: 'bold' },
          { text: 'Moneywell', x: 40, y: 143 },
          { text: '2022 – Present', x: 40, y: 155, size: 8 },
          { text: 'Lead Designer', x: 40, y: 175, style: 'bold' },
          { text: 'Studio Ferrycarrig', x: 40, y: 188 },
          { text: '2017 – 2022', x: 40, y: 200, size: 8 },
          { text: 'THINGS I’M GOOD AT', x: 40, y: 235, size: 11, style: 'bold' },
          { text: 'Interaction Design', x: 40, y: 255 },
          { text: 'Design Systems', x: 40, y: 270 },
          { text: 'WHERE I STUDIED', x: 40, y: 300, size: 11, style: 'bold' },
          { text: 'BA Interaction Design', x: 40, y: 320, style: 'bold' },
          { text: 'Liffey School of Art and Design', x: 40, y: 333 },
          { text: 'WHAT I’VE BUILT', x: 40, y: 365, size: 11, style: 'bold' },
          { text: 'A budgeting app with 40k monthly users', x: 40, y: 385 },
        ],
      ]),
    );
    assert.deepEqual(
      resume.experience.map((entry) => [entry.company, entry.title]),
      [
        ['Moneywell', 'Co-founder, Design'],
        ['Studio Ferrycarrig', 'Lead Designer'],
      ],
    );
    // "What I've built" is a projects section: nothing of it among the skills or the schools.
    assert.deepEqual(resume.skills, ['Interaction Design', 'Design Systems']);
    assert.deepEqual(
      resume.education.map((entry) => [entry.school, entry.degree]),
      [['Liffey School of Art and Design', 'BA Interaction Design']],
    );
  });

  it('reads "How I work" and "Companies I have worked for" as skills and experience', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'Amara Lindqvist-Obi', x: 50, y: 50, size: 22, style: 'bold' },
          { text: 'Companies I have worked for', x: 50, y: 100, size: 12, style: 'bold' },
          { text: 'Senior Brand Designer', x: 50, y: 120, style: 'bold' },
          { text: 'Nordkust Studio', x: 50, y: 134 },
          { text: 'Mar 2020 – Present', x: 50, y: 148, size: 8.5 },
          { text: 'How I work', x: 50, y: 185, size: 12, style: 'bold' },
          { text: 'Brand Strategy, Illustration, Workshops', x: 50, y: 205 },
        ],
      ]),
    );
    assert.deepEqual(
      resume.experience.map((entry) => [entry.company, entry.title]),
      [['Nordkust Studio', 'Senior Brand Designer']],
    );
    assert.deepEqual(resume.skills, ['Brand Strategy', 'Illustration', 'Workshops']);
  });

  it('reads the skills under "Additional" and "Additional information"', async () => {
    for (const heading of ['ADDITIONAL', 'Additional information']) {
      const resume = await parseResumePdf(
        await textPdf([
          [
            { text: 'Callum Idowu-Marsh', x: 50, y: 50, size: 20 },
            { text: 'EXPERIENCE', x: 50, y: 100, size: 11, style: 'bold' },
            { text: 'Machine Learning Engineer', x: 50, y: 118, style: 'bold' },
            { text: 'June 2018 – December 2020', x: 400, y: 118 },
            { text: 'Galveston Imaging', x: 50, y: 132, style: 'italic' },
            { text: heading, x: 50, y: 170, size: 11, style: 'bold' },
            { text: 'Python, PyTorch, CUDA, Portuguese (fluent)', x: 50, y: 188 },
          ],
        ]),
      );
      assert.deepEqual(resume.skills, ['Python', 'PyTorch', 'CUDA', 'Portuguese (fluent)'], heading);
    }
  });

  it('reads a LinkedIn export with a short sidebar: a UK mobile before "(Mobile)", titles with their area under one company', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'Contact', x: 13, y: 48, size: 12.5, style: 'bold' },
          { text: 'rosalind@example.com', x: 13, y: 67, size: 10 },
          { text: '+44 7911 204518 (Mobile)', x: 13, y: 84, size: 10 },
          { text: 'Top Skills', x: 13, y: 120, size: 12.5, style: 'bold' },
          { text: 'Payments', x: 13, y: 139, size: 10 },
          { text: 'Kotlin', x: 13, y: 157, size: 10 },
          { text: 'Rosalind Achterberg', x: 206, y: 52, size: 26 },
          { text: 'Bristol, England, United Kingdom', x: 206, y: 93, size: 10.5 },
          { text: 'Experience', x: 206, y: 125, size: 15 },
          { text: 'Corvid Freight Systems', x: 206, y: 151, size: 12 },
          { text: '6 years 2 months', x: 206, y: 166, size: 10.5 },
          { text: 'Engineering Manager, Payments', x: 206, y: 184, size: 10.5, style: 'bold' },
          { text: 'September 2020 - May 2023 (2 years 9 months)', x: 206, y: 198, size: 10.5 },
          { text: 'Senior Engineer, Platform', x: 206, y: 222, size: 10.5, style: 'bold' },
          { text: 'April 2017 - August 2020 (3 years 5 months)', x: 206, y: 236, size: 10.5 },
          { text: 'Larchmont Analytics', x: 206, y: 266, size: 12 },
          { text: 'Software Engineer', x: 206, y: 283, size: 10.5, style: 'bold' },
          { text: 'September 2014 - March 2017 (2 years 7 months)', x: 206, y: 297, size: 10.5 },
          { text: 'Page 1 of 1', x: 540, y: 775, size: 6 },
        ],
      ]),
    );
    assert.equal(resume.full_name, 'Rosalind Achterberg');
    assert.equal(resume.phone, '+44 7911 204518');
    assert.deepEqual(resume.skills, ['Payments', 'Kotlin']);
    assert.deepEqual(
      resume.experience.map((entry) => [entry.company, entry.title]),
      [
        ['Corvid Freight Systems', 'Engineering Manager, Payments'],
        ['Corvid Freight Systems', 'Senior Engineer, Platform'],
        ['Larchmont Analytics', 'Software Engineer'],
      ],
    );
  });
});

describe('parseResume: layouts held-out v3 showed it missed', () => {
  it('reads skills under "Stack" and "Methods"', async () => {
    for (const heading of ['STACK', 'Methods', 'Tech stack', 'Laboratory methods']) {
      const resume = await parseResumePdf(
        await textPdf([
          [
            { text: 'Nadia Okereke-Voss', x: 50, y: 50, size: 22 },
            { text: 'nadia@example.com', x: 50, y: 75 },
            { text: 'Experience', x: 50, y: 100, size: 11, style: 'bold' },
            { text: 'Senior Engineer', x: 50, y: 118, style: 'bold' },
            { text: 'June 2018 – December 2020', x: 400, y: 118 },
            { text: 'Galveston Imaging', x: 50, y: 132, style: 'italic' },
            { text: heading, x: 50, y: 170, size: 11, style: 'bold' },
            { text: 'Go, Kafka, X-ray diffraction', x: 50, y: 188 },
          ],
        ]),
      );
      assert.deepEqual(resume.skills, ['Go', 'Kafka', 'X-ray diffraction'], heading);
    }
  });

  it('reads an Austrian CV: "Studium & Ausbildung" with "Dipl.-Ing." degrees from a "Technische Hochschule"', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'Katrin Oberhuber', x: 60, y: 70, size: 30 },
          { text: 'E-Mail: k.oberhuber@example.at / Tel.: +43 676 555 9021', x: 60, y: 112, size: 8 },
          { text: 'B E R U F S E R F A H R U N G', x: 45, y: 193, size: 11, style: 'bold' },
          { text: 'Verfahrensingenieurin', x: 45, y: 212, size: 10, style: 'bold' },
          { text: 'seit 04/2019', x: 496, y: 210, size: 8 },
          { text: 'Murtaler Papier GmbH · Judenburg', x: 45, y: 226, size: 9 },
          { text: 'S T U D I U M & A U S B I L D U N G', x: 45, y: 346, size: 11, style: 'bold' },
          { text: 'Dipl.-Ing. Verfahrenstechnik', x: 45, y: 364, size: 10, style: 'bold' },
          { text: '10/2016 – 03/2019', x: 469, y: 362, size: 8 },
          { text: 'Technische Hochschule Ennstal', x: 45, y: 378, size: 9 },
          { text: 'BSc Chemie', x: 45, y: 397, size: 10, style: 'bold' },
          { text: '10/2013 – 09/2016', x: 469, y: 395, size: 8 },
          { text: 'Technische Hochschule Ennstal', x: 45, y: 411, size: 9 },
        ],
      ]),
    );
    assert.deepEqual(
      resume.education.map((entry) => [entry.school, entry.degree]),
      [
        ['Technische Hochschule Ennstal', 'Dipl.-Ing. Verfahrenstechnik'],
        ['Technische Hochschule Ennstal', 'BSc Chemie'],
      ],
    );
    assert.deepEqual(
      resume.experience.map((entry) => entry.company),
      ['Murtaler Papier GmbH'],
    );
  });

  it('reads a six-word Spanish name with "de los", not the company the person founded', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'Ana Lucía Echeverría de los Santos', x: 150, y: 50, size: 22 },
          { text: 'analucia@example.com · +34 622 550 871 · Bilbao, España', x: 120, y: 70, size: 9 },
          { text: 'EXPERIENCIA', x: 40, y: 100, size: 11, style: 'bold' },
          { text: 'Fundadora y CEO desde mar. 2020', x: 40, y: 118, size: 10 },
          { text: 'Huertalia S.L. Bilbao', x: 40, y: 132, size: 10 },
        ],
      ]),
    );
    assert.equal(resume.full_name, 'Ana Lucía Echeverría de los Santos');
  });

  it('joins a LinkedIn URL wrapped after a hyphen, with more contact text after it on the next line', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'Seun Brandt', x: 60, y: 50, size: 26 },
          { text: 'seun@example.com / Leeds, UK / linkedin.com/in/seun-brandt-okonkwo-', x: 60, y: 80, size: 8 },
          { text: 'ml / seunbrandt.example.org', x: 60, y: 92, size: 8 },
          { text: 'Work', x: 45, y: 120, size: 11, style: 'bold' },
          { text: 'CTO 2021 – Now', x: 45, y: 138, size: 10 },
          { text: 'Gridlearn · Manchester', x: 45, y: 152 },
        ],
      ]),
    );
    assert.equal(resume.social.linkedin, 'linkedin.com/in/seun-brandt-okonkwo-ml');
  });
});

describe('parseResume: layouts held-out v4 showed it missed', () => {
  it('joins an e-mail address that LinkedIn’s sidebar wrapped before its last letter', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'Contact', x: 13, y: 48, size: 12.5, style: 'bold' },
          { text: 'chiamaka@paystrand.example.co', x: 13, y: 67 },
          { text: 'm', x: 13, y: 80 },
          { text: '+234 803 555 0142 (Mobile)', x: 13, y: 97 },
          { text: 'Chiamaka Eze-Bello', x: 206, y: 52, size: 26 },
          { text: 'Experience', x: 206, y: 142, size: 15 },
          { text: 'Paystrand', x: 206, y: 165, style: 'bold' },
          { text: 'Co-founder & CEO', x: 206, y: 180 },
        ],
      ]),
    );
    assert.equal(resume.email, 'chiamaka@paystrand.example.com');
  });

  it('reads a title-first CV with "2022/04 — Present" dates and "Pvt. Ltd." employers under titles with their area', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'Nandini Raghavan', x: 60, y: 70, size: 30 },
          { text: 'nandini@example.com / +91 98455 50317 / Bengaluru, India', x: 60, y: 112, size: 8.5 },
          { text: 'C A R E E R', x: 45, y: 193, size: 11, style: 'bold' },
          { text: 'Co-founder & COO', x: 45, y: 212, size: 8.5 },
          { text: '2022/04 — Present', x: 470, y: 212, size: 8.5 },
          { text: 'Loomweave Technologies Pvt. Ltd. · Bengaluru', x: 45, y: 226, size: 9.5 },
          { text: '• Traceability for 31 brands', x: 45, y: 240, size: 9.5 },
          { text: 'General Manager, Sourcing', x: 45, y: 274, size: 10.5 },
          { text: '2016/11 — 2022/03', x: 470, y: 274, size: 8.5 },
          { text: 'Cottonbale Exports Pvt. Ltd. · Tiruppur', x: 45, y: 287, size: 9.5 },
          { text: '• Sourced for 14 European brands', x: 45, y: 301, size: 9.5 },
          { text: 'Business Analyst', x: 45, y: 354, size: 8.5 },
          { text: '2010/06 — 2012/06', x: 470, y: 354, size: 8.5 },
          { text: 'Greylattice Consulting · Mumbai', x: 45, y: 367, size: 9.5 },
          { text: 'E D U C A T I O N', x: 45, y: 392, size: 11, style: 'bold' },
          { text: 'PGDM, Operations', x: 45, y: 411, size: 8.5 },
          { text: '2008/06 — 2010/04', x: 470, y: 411, size: 8.5 },
          { text: 'Deccan Institute of Management Studies', x: 45, y: 424, size: 9.5 },
        ],
      ]),
    );
    assert.deepEqual(
      resume.experience.map((entry) => [entry.company, entry.title, entry.from]),
      [
        ['Loomweave Technologies Pvt. Ltd.', 'Co-founder & COO', '2022/04'],
        ['Cottonbale Exports Pvt. Ltd.', 'General Manager, Sourcing', '2016/11'],
        // "2012/06" closes a date range; it is not a page counter.
        ['Greylattice Consulting', 'Business Analyst', '2010/06'],
      ],
    );
    assert.deepEqual(
      resume.education.map((entry) => [entry.school, entry.degree]),
      [['Deccan Institute of Management Studies', 'PGDM, Operations']],
    );
  });

  it('joins a date range its column wrapped ("octobre 2014 – décembre" / "2016") and knows feminine titles', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'Gwenaëlle Le Dantec', x: 51, y: 79, size: 22 },
          { text: 'gwenaelle@example.org', x: 51, y: 100 },
          { text: 'Expériences professionnelles', x: 51, y: 210, size: 12, style: 'bold' },
          { text: 'janvier 2017 – août 2021', x: 51, y: 229 },
          { text: 'Armor Emballages Souples', x: 220, y: 229 },
          { text: 'Responsable R&D', x: 220, y: 243 },
          { text: '• Conduite de 6 projets', x: 220, y: 257 },
          { text: 'octobre 2014 – décembre', x: 51, y: 276 },
          { text: 'Laboratoire Marin de Kerlann', x: 220, y: 276 },
          { text: '2016', x: 51, y: 289 },
          { text: 'Ingénieure de recherche', x: 220, y: 289 },
        ],
      ]),
    );
    assert.deepEqual(
      resume.experience.map((entry) => [entry.company, entry.title, entry.from, entry.to]),
      [
        ['Armor Emballages Souples', 'Responsable R&D', 'janvier 2017', 'août 2021'],
        ['Laboratoire Marin de Kerlann', 'Ingénieure de recherche', 'octobre 2014', 'décembre 2016'],
      ],
    );
  });

  it('reads Portuguese feminine titles over the employer and an academic "Reader in …, University of …"', async () => {
    const portuguese = await parseResumePdf(
      await textPdf([
        [
          { text: 'Matilde Veríssimo', x: 169, y: 58, size: 22 },
          { text: 'matilde@example.com · +351 234 555 019 · Aveiro, Portugal', x: 102, y: 75, size: 9.5 },
          { text: 'PERCURSO PROFISSIONAL', x: 43, y: 151, size: 11, style: 'bold' },
          { text: 'Fundadora e CEO', x: 43, y: 169 },
          { text: 'desde 03/2021', x: 470, y: 169 },
          { text: 'Cortiça Viva, Lda.', x: 43, y: 183 },
          { text: 'Aveiro', x: 470, y: 183 },
          { text: 'Investigadora', x: 43, y: 232 },
          { text: '09/2013 - 04/2016', x: 470, y: 232 },
          { text: 'Centro Tecnológico dos Materiais', x: 43, y: 246 },
          { text: 'Coimbra', x: 470, y: 246 },
        ],
      ]),
    );
    assert.deepEqual(
      portuguese.experience.map((entry) => [entry.company, entry.title]),
      [
        ['Cortiça Viva, Lda.', 'Fundadora e CEO'],
        ['Centro Tecnológico dos Materiais', 'Investigadora'],
      ],
    );
    const academic = await parseResumePdf(
      await textPdf([
        [
          { text: 'Temitope Marsh', x: 167, y: 78, size: 14 },
          { text: 't.marsh@example.org', x: 68, y: 110, size: 9 },
          { text: 'EMPLOYMENT', x: 64, y: 223, size: 11, style: 'bold' },
          { text: '2021–present Reader in Photonics, University of Calderwick', x: 64, y: 259 },
          { text: '2016–2021', x: 64, y: 276 },
          { text: 'Lecturer, University of Calderwick', x: 147, y: 276 },
        ],
      ]),
    );
    assert.deepEqual(
      academic.experience.map((entry) => [entry.company, entry.title]),
      [
        ['University of Calderwick', 'Reader in Photonics'],
        ['University of Calderwick', 'Lecturer'],
      ],
    );
  });
});

describe('parseResume: layouts held-out v5 showed it missed', () => {
  it('reads a main column and a sidebar under a name big enough to reach over the gutter', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'MARIE-ÈVE THÉRIAULT-', x: 22, y: 48, size: 28 },
          { text: 'marie-', x: 425, y: 34, size: 9 },
          { text: 'eve@quiltwork.example.org', x: 425, y: 46, size: 9 },
          { text: '514 555-0147', x: 425, y: 61, size: 9 },
          { text: 'BEAULIEU', x: 22, y: 85, size: 28 },
          { text: 'P A R C O U R S P R O F E S S I O N N E L', x: 22, y: 163, size: 11, style: 'bold' },
          { text: 'C O M P É T E N C E S', x: 371, y: 163, size: 11, style: 'bold' },
          { text: 'Quiltwork inc.', x: 34, y: 186, size: 9 },
          { text: 'Design de services', x: 371, y: 186, size: 9 },
          { text: 'Cofondatrice et présidente', x: 34, y: 199, size: 9 },
          { text: 'Recherche utilisateur', x: 371, y: 206, size: 9 },
          { text: 'oct. 2022 – aujourd’hui', x: 34, y: 211, size: 8 },
          { text: 'Figma', x: 371, y: 226, size: 9 },
          { text: '– Plateforme de coordination des soins à domicile pour 38 agences', x: 34, y: 224, size: 9 },
          { text: 'Caisse Numérique du Nord', x: 34, y: 244, size: 9 },
          { text: 'F O R M A T I O N', x: 371, y: 246, size: 11, style: 'bold' },
          { text: 'Designer UX principale', x: 34, y: 256, size: 9 },
          { text: 'Baccalauréat en design graphique', x: 371, y: 266, size: 9 },
          { text: 'mai 2018 – sept. 2022', x: 34, y: 268, size: 8 },
          { text: 'Université du Haut-Saguenay', x: 371, y: 278, size: 9 },
          { text: '– Refonte de l’application mobile pour 900 000 membres', x: 34, y: 281, size: 9 },
        ],
      ]),
    );
    assert.equal(resume.full_name, 'MARIE-ÈVE THÉRIAULT-BEAULIEU');
    // The address wrapped before its "@".
    assert.equal(resume.email, 'marie-eve@quiltwork.example.org');
    assert.deepEqual(
      resume.experience.map((entry) => [entry.company, entry.title]),
      [
        ['Quiltwork inc.', 'Cofondatrice et présidente'],
        ['Caisse Numérique du Nord', 'Designer UX principale'],
      ],
    );
    assert.deepEqual(resume.skills, ['Design de services', 'Recherche utilisateur', 'Figma']);
    assert.deepEqual(
      resume.education.map((entry) => [entry.school, entry.degree]),
      [['Université du Haut-Saguenay', 'Baccalauréat en design graphique']],
    );
  });

  it('reads a Brazilian Lattes CV: its headings, "Graduação" and feminine titles', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'LUÍZA GUIMARÃES DA CUNHA', x: 179, y: 78, size: 14 },
          { text: 'luiza.cunha@example.org · +55 19 95555-0142 · Campinas, SP, Brasil', x: 143, y: 124, size: 9 },
          { text: 'FORMAÇÃO ACADÊMICA/TITULAÇÃO', x: 64, y: 162, size: 8.2, style: 'bold' },
          { text: '2000–2004', x: 64, y: 181, size: 10 },
          {
            text: 'Graduação em Engenharia de Alimentos, Universidade Estadual do Vale Alto',
            x: 147,
            y: 181,
            size: 10,
          },
          { text: 'ATUAÇÃO PROFISSIONAL', x: 64, y: 306, size: 8.2, style: 'bold' },
          { text: '2011–2013', x: 64, y: 325, size: 10 },
          { text: 'Pesquisadora de pós-doutorado, Institut Laitier de Rennes', x: 147, y: 325, size: 10 },
          { text: 'ARTIGOS COMPLETOS PUBLICADOS EM PERIÓDICOS', x: 64, y: 415, size: 8.2, style: 'bold' },
          {
            text: '1. CUNHA, L. G.; ITO, K. Recuperação de proteínas do soro. Revista de Laticínios, 2024.',
            x: 67,
            y: 435,
          },
        ],
      ]),
    );
    assert.deepEqual(
      resume.education.map((entry) => [entry.school, entry.degree]),
      [['Universidade Estadual do Vale Alto', 'Graduação em Engenharia de Alimentos']],
    );
    assert.deepEqual(
      resume.experience.map((entry) => [entry.company, entry.title]),
      [['Institut Laitier de Rennes', 'Pesquisadora de pós-doutorado']],
    );
  });

  it('reads a Catalan name with "i", a "(Hons)" degree and a research-areas list that wraps', async () => {
    const catalan = await parseResumePdf(
      await textPdf([
        [
          { text: 'Núria Vilaseca i Puigdollers', x: 50, y: 50, size: 22 },
          { text: 'nuria@example.com', x: 50, y: 75 },
          { text: 'EXPERIENCIA', x: 50, y: 100, size: 11, style: 'bold' },
          { text: 'Directora general 2020 - Actualidad', x: 50, y: 118 },
          { text: 'Agrupació de Cooperatives del Riu', x: 50, y: 132 },
        ],
      ]),
    );
    assert.equal(catalan.full_name, 'Núria Vilaseca i Puigdollers');
    const academic = await parseResumePdf(
      await textPdf([
        [
          { text: 'Siobhán Ní Bhraonáin', x: 199, y: 78, size: 14 },
          { text: 's.nb@example.org', x: 75, y: 124, size: 9 },
          { text: 'EDUCATION', x: 64, y: 150, size: 11, style: 'bold' },
          { text: '2005–2009', x: 64, y: 169 },
          { text: 'BE (Hons), Chemical and Process Engineering, Burrenmore Institute', x: 147, y: 169 },
          { text: 'RESEARCH AREAS', x: 64, y: 220, size: 11, style: 'bold' },
          {
            text: 'Photocatalysis; Reactor design; CO2 utilisation; Techno-economic analysis; Scale-up; COMSOL',
            x: 64,
            y: 240,
          },
          { text: 'Multiphysics', x: 64, y: 253 },
        ],
      ]),
    );
    assert.deepEqual(
      academic.education.map((entry) => [entry.school, entry.degree]),
      [['Burrenmore Institute', 'BE (Hons), Chemical and Process Engineering']],
    );
    assert.deepEqual(academic.skills, [
      'Photocatalysis',
      'Reactor design',
      'CO2 utilisation',
      'Techno-economic analysis',
      'Scale-up',
      'COMSOL Multiphysics',
    ]);
  });
});

describe('parseResume: layouts held-out v6 showed it missed', () => {
  it('reads sections under headings it does not know from what they hold', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'Zsuzsa Kertai', x: 22, y: 48, size: 28 },
          { text: 'hello@zsuzsakertai.example.com', x: 420, y: 46, size: 9 },
          { text: 'I N S H O R T', x: 22, y: 163, size: 11 },
          { text: 'Designer of calm software for people who would rather be outside.', x: 22, y: 186, size: 9 },
          { text: 'S T U D I O S & P R O D U C T S', x: 22, y: 234, size: 11 },
          { text: 'Co-founder & Head of Design', x: 34, y: 257, size: 9 },
          { text: 'Parzella Apps GmbH', x: 34, y: 269, size: 9 },
          { text: '2022-02 – today', x: 34, y: 280, size: 8 },
          { text: '• Booking app for 310 allotment-garden associations', x: 34, y: 293, size: 9 },
          { text: 'Visual Designer', x: 34, y: 337, size: 9 },
          { text: 'Dunapart Creative Studio', x: 34, y: 349, size: 9 },
          { text: '2015-09 – 2018-04', x: 34, y: 360, size: 8 },
          { text: 'C R A F T', x: 371, y: 163, size: 11 },
          { text: 'Interaction design', x: 371, y: 186, size: 9 },
          { text: 'Design systems', x: 371, y: 206, size: 9 },
          { text: 'Prototyping', x: 371, y: 226, size: 9 },
          { text: 'L E A R N I N G', x: 371, y: 312, size: 11 },
          { text: 'MA Design Management', x: 371, y: 334, size: 9 },
          { text: 'Budavár University of Applied Arts', x: 371, y: 346, size: 9 },
          { text: '2013-09 – 2015-06', x: 371, y: 358, size: 8 },
          { text: 'BA Graphic Design', x: 371, y: 375, size: 9 },
          { text: 'Budavár University of Applied Arts', x: 371, y: 387, size: 9 },
          { text: '2010-09 – 2013-06', x: 371, y: 397, size: 8 },
          { text: 'I S P E A K', x: 371, y: 421, size: 11 },
          { text: 'Hungarian — native', x: 371, y: 445, size: 9 },
          { text: 'German — fluent', x: 371, y: 458, size: 9 },
          { text: 'English — fluent', x: 371, y: 472, size: 9 },
        ],
      ]),
    );
    assert.deepEqual(
      resume.experience.map((entry) => [entry.company, entry.title, entry.from, entry.to]),
      [
        ['Parzella Apps GmbH', 'Co-founder & Head of Design', '2022-02', 'today'],
        ['Dunapart Creative Studio', 'Visual Designer', '2015-09', '2018-04'],
      ],
    );
    // The spoken languages are not skills.
    assert.deepEqual(resume.skills, ['Interaction design', 'Design systems', 'Prototyping']);
    assert.deepEqual(
      resume.education.map((entry) => [entry.school, entry.degree]),
      [
        ['Budavár University of Applied Arts', 'MA Design Management'],
        ['Budavár University of Applied Arts', 'BA Graphic Design'],
      ],
    );
  });

  it('reads schooling under "TRAINING", "~" date ranges, and no skills from contact details', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'Ryo Otsuka-Lemaire', x: 20, y: 46, size: 24 },
          { text: 'TRACK RECORD', x: 20, y: 178, size: 12, style: 'bold' },
          { text: 'Founder & CEO', x: 20, y: 196, size: 9.5 },
          { text: 'Sorabox Pte. Ltd.', x: 20, y: 209, size: 9.5 },
          { text: '2022/04 ~ present', x: 20, y: 220, size: 8.5 },
          { text: 'TRAINING', x: 20, y: 388, size: 12, style: 'bold' },
          { text: 'MBA (part-time)', x: 20, y: 406, size: 9.5 },
          { text: 'Straits Business School', x: 20, y: 420, size: 9.5 },
          { text: '2019/08 ~ 2020/12', x: 20, y: 431, size: 8.5 },
          { text: 'B.Eng. Mechanical Engineering', x: 20, y: 451, size: 9.5 },
          { text: 'Kansai Institute of Technology', x: 20, y: 463, size: 9.5 },
          { text: '2010/04 ~ 2014/03', x: 20, y: 475, size: 8.5 },
          { text: 'SIDE PROJECTS', x: 20, y: 500, size: 12, style: 'bold' },
          { text: 'REACH ME', x: 414, y: 118, size: 12, style: 'bold' },
          { text: 'ryo@sorabox.example.com', x: 414, y: 139, size: 9.5 },
          { text: '+65 8555 2917', x: 414, y: 154, size: 9.5 },
          { text: 'Singapore', x: 414, y: 169, size: 9.5 },
          { text: 'STRENGTHS', x: 414, y: 222, size: 12, style: 'bold' },
          { text: 'Reverse logistics', x: 414, y: 243, size: 9.5 },
          { text: 'Unit economics', x: 414, y: 258, size: 9.5 },
          { text: 'SPOKEN LANGUAGES', x: 414, y: 343, size: 12, style: 'bold' },
          { text: 'Japanese', x: 414, y: 364, size: 9.5 },
          { text: 'French', x: 414, y: 379, size: 9.5 },
          { text: 'English', x: 414, y: 394, size: 9.5 },
        ],
      ]),
    );
    assert.deepEqual(
      resume.experience.map((entry) => [entry.company, entry.title, entry.from]),
      [['Sorabox Pte. Ltd.', 'Founder & CEO', '2022/04']],
    );
    assert.deepEqual(
      resume.education.map((entry) => [entry.school, entry.degree]),
      [
        ['Straits Business School', 'MBA (part-time)'],
        ['Kansai Institute of Technology', 'B.Eng. Mechanical Engineering'],
      ],
    );
    assert.deepEqual(resume.skills, ['Reverse logistics', 'Unit economics']);
  });

  it('reads a Mexican academic CV: its headings, "a la fecha", "Maestría", and no entry from a publication', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'XÓCHITL ZÚÑIGA DEL ÁNGEL', x: 182, y: 78, size: 14 },
          { text: 'xzuniga@example.org · +52 442 555 0187', x: 95, y: 124, size: 9 },
          { text: 'GRADOS ACADÉMICOS', x: 64, y: 150, size: 8.2, style: 'bold' },
          { text: '2008–2010', x: 64, y: 211, size: 10 },
          { text: 'Maestría en Ciencia de Alimentos, Universidad Autónoma del Bajío', x: 147, y: 211, size: 10 },
          { text: 'EXPERIENCIA ACADÉMICA Y PROFESIONAL', x: 64, y: 268, size: 8.2, style: 'bold' },
          {
            text: '2022–a la fecha Cofundadora y directora científica, Nixtamal Lab S.A.P.I. de C.V.',
            x: 64,
            y: 288,
            size: 10,
          },
          { text: 'ARTÍCULOS CIENTÍFICOS ARBITRADOS', x: 64, y: 378, size: 8.2, style: 'bold' },
          {
            text: '1. Zúñiga del Ángel, X. (2017). Thermostable xylanases for low-water cooking of',
            x: 67,
            y: 469,
            size: 10,
          },
          { text: 'maize. Journal of Cereal Process Engineering, 33, 1045–1058.', x: 79, y: 482, size: 10 },
          { text: 'LÍNEAS DE INVESTIGACIÓN', x: 64, y: 615, size: 8.2, style: 'bold' },
          { text: 'Nixtamalización; Enzimología aplicada; Tecnología de cereales', x: 64, y: 634, size: 10 },
        ],
      ]),
    );
    assert.deepEqual(
      resume.education.map((entry) => [entry.school, entry.degree]),
      [['Universidad Autónoma del Bajío', 'Maestría en Ciencia de Alimentos']],
    );
    assert.deepEqual(
      resume.experience.map((entry) => [entry.company, entry.title, entry.from, entry.to]),
      [['Nixtamal Lab S.A.P.I. de C.V', 'Cofundadora y directora científica', '2022', 'a la fecha']],
    );
    assert.deepEqual(resume.skills, ['Nixtamalización', 'Enzimología aplicada', 'Tecnología de cereales']);
  });
});

describe('parseResume: layouts held-out v7 showed it missed', () => {
  it('reads skills under "Tech and domain skills" as a slash list that wraps, and "Technical and digital skills"', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'Ingrid Kaibø', x: 60, y: 70, size: 30 },
          { text: 'ingrid@example.no', x: 60, y: 112, size: 8.5 },
          { text: 'T E C H A N D D O M A I N S K I L L S', x: 45, y: 463, size: 11, style: 'bold' },
          {
            text: 'Power electronics / Embedded Rust / Grid-connection studies / Maritime class',
            x: 45,
            y: 481,
            size: 9.5,
          },
          { text: 'approval / Hiring and leading engineers / SEO / SEA', x: 45, y: 493, size: 9.5 },
        ],
      ]),
    );
    assert.deepEqual(resume.skills, [
      'Power electronics',
      'Embedded Rust',
      'Grid-connection studies',
      'Maritime class approval',
      'Hiring and leading engineers',
      'SEO',
      'SEA',
    ]);
    const europass = await parseResumePdf(
      await textPdf([
        [
          { text: 'Ruta Grudyte', x: 195, y: 67, size: 16 },
          { text: 'ruta@example.lt', x: 206, y: 151, size: 9 },
          { text: 'PERSONAL SKILLS', x: 103, y: 532, size: 9, style: 'bold' },
          { text: 'Technical and digital skills • Zemax OpticStudio', x: 74, y: 610, size: 8.5 },
          { text: '• LabVIEW', x: 195, y: 624, size: 9 },
          { text: '• SEO / SEA', x: 195, y: 637, size: 9 },
        ],
      ]),
    );
    // One "X / Y" pair is one skill.
    assert.deepEqual(europass.skills, ['Zemax OpticStudio', 'LabVIEW', 'SEO / SEA']);
  });

  it('reads a French academic CV: "Postes occupés" and "Maîtresse de conférences, Université …"', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'NDÈYE MBENGUE', x: 180, y: 78, size: 14 },
          { text: 'ndeye@example.sn', x: 95, y: 124, size: 9 },
          { text: 'TITRES UNIVERSITAIRES', x: 64, y: 150, size: 8.2, style: 'bold' },
          { text: '2008–2012', x: 64, y: 169, size: 10 },
          { text: 'Doctorat en sciences économiques, Université de Clermont', x: 147, y: 169, size: 10 },
          { text: 'POSTES OCCUPÉS', x: 64, y: 268, size: 8.2, style: 'bold' },
          { text: '2019–2022', x: 64, y: 288, size: 10 },
          { text: 'Maîtresse de conférences, Université de la Côte', x: 147, y: 288, size: 10 },
          { text: '2014–2019', x: 64, y: 304, size: 10 },
          { text: 'Assistante d’enseignement et de recherche, Université de la Côte', x: 147, y: 304, size: 10 },
        ],
      ]),
    );
    assert.deepEqual(
      resume.education.map((entry) => [entry.school, entry.degree]),
      [['Université de Clermont', 'Doctorat en sciences économiques']],
    );
    assert.deepEqual(
      resume.experience.map((entry) => [entry.company, entry.title]),
      [
        ['Université de la Côte', 'Maîtresse de conférences'],
        ['Université de la Côte', 'Assistante d’enseignement et de recherche'],
      ],
    );
  });
});

describe('parseResume: layouts held-out v8 showed it missed', () => {
  it('reads a Quebec CV: "Scolarité" with a cégep, "2021-05 à aujourd’hui", an employer ending in "inc." and a narrow skills column', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'Anne-Sophie Gagné', x: 20, y: 46, size: 24 },
          { text: 'PARCOURS PROFESSIONNEL', x: 20, y: 195, size: 12, style: 'bold' },
          { text: 'Cofondatrice et PDG', x: 20, y: 214, size: 9.5 },
          { text: 'Érable Capteurs inc.', x: 20, y: 226, size: 9.5 },
          { text: "2021-05 à aujourd'hui", x: 20, y: 238, size: 8.5 },
          { text: 'SCOLARITÉ', x: 20, y: 417, size: 12, style: 'bold' },
          { text: 'Baccalauréat en agronomie', x: 20, y: 436, size: 9.5 },
          { text: 'Université du Saint-Laurent', x: 20, y: 448, size: 9.5 },
          { text: '2010-09 à 2014-05', x: 20, y: 460, size: 8.5 },
          { text: 'DEC en sciences de la nature', x: 20, y: 479, size: 9.5 },
          { text: 'Cégep du Mont-Orford', x: 20, y: 491, size: 9.5 },
          { text: '2008-08 à 2010-05', x: 20, y: 503, size: 8.5 },
          { text: 'anne@example.ca', x: 430, y: 139, size: 9.5 },
          { text: 'SAVOIR-FAIRE', x: 430, y: 222, size: 10, style: 'bold' },
          { text: 'Acériculture', x: 430, y: 243, size: 9.5 },
          { text: 'Gestion de projets agricoles', x: 430, y: 258, size: 9.5 },
          { text: 'Ventes aux producteurs', x: 430, y: 273, size: 9.5 },
        ],
      ]),
    );
    assert.deepEqual(
      resume.experience.map(({ company, title, from, to }) => [company, title, from, to]),
      [['Érable Capteurs inc.', 'Cofondatrice et PDG', '2021-05', "aujourd'hui"]],
    );
    assert.deepEqual(
      resume.education.map(({ school, degree }) => [school, degree]),
      [
        ['Université du Saint-Laurent', 'Baccalauréat en agronomie'],
        ['Cégep du Mont-Orford', 'DEC en sciences de la nature'],
      ],
    );
    assert.deepEqual(resume.skills, ['Acériculture', 'Gestion de projets agricoles', 'Ventes aux producteurs']);
  });

  it('reads an academic CV: "M.Agr." degrees, a range wrapped to "present", the university as the employer of an appointment, publications apart', async () => {
    const row = (date: string, text: string, y: number) => [
      { text: date, x: 64, y, size: 10 },
      { text, x: 140, y, size: 10 },
    ];
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'Sayaka Omori', x: 242, y: 78, size: 14.2 },
          { text: 'omori@example.org', x: 71, y: 124, size: 9 },
          { text: 'EDUCATION', x: 64, y: 162, size: 8.2, style: 'bold' },
          ...row('2008/04–', 'M.Agr., Applied Life Sciences, Kamogawa University', 211),
          { text: '2010/03', x: 64, y: 225, size: 10 },
          { text: 'PROFESSIONAL APPOINTMENTS', x: 64, y: 282, size: 8.2, style: 'bold' },
          ...row('2019/04–', 'Associate Professor, Faculty of Agriculture, Hokuriku Kaigan University', 301),
          { text: 'present', x: 64, y: 315, size: 10 },
          { text: 'SELECTED REFEREED PUBLICATIONS', x: 64, y: 432, size: 8.2, style: 'bold' },
          { text: '1. Omori S. and Ikeda M. (2017). A Bacillus strain that accumulates PHB.', x: 67, y: 451, size: 10 },
          { text: 'Applied Fermentation Research, 29(4), 402–411.', x: 79, y: 464, size: 10 },
        ],
      ]),
    );
    assert.deepEqual(
      resume.education.map(({ school, degree }) => [school, degree]),
      [['Kamogawa University', 'M.Agr., Applied Life Sciences']],
    );
    assert.deepEqual(
      resume.experience.map(({ company, title, from, to }) => [company, title, from, to]),
      [['Hokuriku Kaigan University', 'Associate Professor, Faculty of Agriculture', '2019/04', 'present']],
    );
  });
});

describe('parseResume: layouts held-out v9 showed it missed', () => {
  it('reads an academic CV whose dates column touches the degree: "Sep 2009–Jun Ph.D. …" over "2013"', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'Thordis Asgeirsdottir', x: 170, y: 78, size: 14.2 },
          { text: 'thordis@example.org', x: 82, y: 124, size: 9 },
          { text: 'EDUCATION', x: 64, y: 162, size: 8.2, style: 'bold' },
          { text: 'Sep 2009–Jun Ph.D. in Food Science, Arctic Coast University', x: 64, y: 181, size: 10 },
          { text: '2013', x: 64, y: 195, size: 10 },
          { text: 'Sep 2007–Jun M.Sc. in Biochemistry, University of Reykjanes', x: 64, y: 211, size: 10 },
          { text: '2009', x: 64, y: 225, size: 10 },
        ],
      ]),
    );
    assert.deepEqual(
      resume.education.map(({ school, degree, grad }) => [school, degree, grad]),
      [
        ['Arctic Coast University', 'Ph.D. in Food Science', 'Jun 2013'],
        ['University of Reykjanes', 'M.Sc. in Biochemistry', 'Jun 2009'],
      ],
    );
  });

  it('reads letter-spaced French headings: "F O R M A T I O N  I N I T I A L E  E T  C O N T I N U E", "D O M A I N E S  D E  C O M P É T E N C E"', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'Adjoua Koffi', x: 60, y: 70, size: 30 },
          { text: 'ml.koffi@example.com', x: 60, y: 152, size: 8.5 },
          { text: 'H I S T O R I Q U E   P R O F E S S I O N N E L', x: 45, y: 246, size: 11, style: 'bold' },
          { text: 'Pharmacienne assistante', x: 45, y: 266, size: 10.5, style: 'bold' },
          { text: 'Pharmacie des Deux-Plateaux · Abidjan', x: 45, y: 278, size: 9.5 },
          {
            text: 'F O R M A T I O N   I N I T I A L E   E T   C O N T I N U E',
            x: 45,
            y: 412,
            size: 11,
            style: 'bold',
          },
          { text: 'Master 2 Management des industries de santé', x: 45, y: 432, size: 10.5, style: 'bold' },
          { text: 'Université des Lagunes', x: 45, y: 444, size: 9.5 },
          { text: 'D O M A I N E S   D E   C O M P É T E N C E', x: 45, y: 502, size: 11, style: 'bold' },
          { text: 'Distribution pharmaceutique', x: 52, y: 523, size: 9.5 },
          { text: 'Chaîne du froid', x: 250, y: 523, size: 9.5 },
        ],
      ]),
    );
    assert.deepEqual(
      resume.education.map(({ school, degree }) => [school, degree]),
      [['Université des Lagunes', 'Master 2 Management des industries de santé']],
    );
    assert.deepEqual(resume.skills, ['Distribution pharmaceutique', 'Chaîne du froid']);
  });

  it('reads a Portuguese CV with a narrow sidebar: skills wrapped at the column’s edge, "Experiência de trabalho", "a esta data"', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'DADOS PESSOAIS', x: 15, y: 118, size: 10, style: 'bold' },
          { text: 'djamila.veiga@example.com', x: 15, y: 139, size: 9.5 },
          { text: 'Achada Santo António, Praia, Cabo', x: 15, y: 169, size: 9.5 },
          { text: 'APTIDÕES E COMPETÊNCIAS', x: 15, y: 222, size: 10, style: 'bold' },
          { text: 'Gestão de slots', x: 15, y: 256, size: 9.5 },
          { text: 'Sistemas de gestão da segurança', x: 15, y: 271, size: 9.5 },
          { text: '(SMS)', x: 15, y: 284, size: 9.5 },
          { text: 'Planos de emergência', x: 15, y: 299, size: 9.5 },
          { text: 'aeroportuária', x: 15, y: 312, size: 9.5 },
          { text: 'dbt', x: 15, y: 327, size: 9.5 },
          { text: 'Djamila da Veiga', x: 216, y: 46, size: 24 },
          { text: 'EXPERIÊNCIA DE TRABALHO', x: 216, y: 220, size: 12, style: 'bold' },
          { text: 'Chefe de Operações Aeroportuárias', x: 216, y: 239, size: 9.5 },
          { text: 'Sotavento Aeroportos, S.A.', x: 216, y: 252, size: 9.5 },
          { text: 'setembro 2019 a esta data', x: 216, y: 263, size: 8.5 },
          { text: 'Supervisora de Placa', x: 216, y: 322, size: 9.5 },
          { text: 'Atlântida Handling, Lda.', x: 216, y: 336, size: 9.5 },
          { text: 'fevereiro 2014 a agosto 2019', x: 216, y: 347, size: 8.5 },
        ],
      ]),
    );
    assert.deepEqual(resume.skills, [
      'Gestão de slots',
      'Sistemas de gestão da segurança (SMS)',
      'Planos de emergência aeroportuária',
      'dbt',
    ]);
    assert.deepEqual(
      resume.experience.map(({ company, title, from, to }) => [company, title, from, to]),
      [
        ['Sotavento Aeroportos, S.A.', 'Chefe de Operações Aeroportuárias', 'setembro 2019', 'esta data'],
        ['Atlântida Handling, Lda.', 'Supervisora de Placa', 'fevereiro 2014', 'agosto 2019'],
      ],
    );
  });

  it('joins a degree wrapped in a right-hand sidebar onto the line before its school, not a school line before a date', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'Pimchanok Srisawat', x: 40, y: 60, size: 24 },
          { text: 'EXPERIENCE', x: 40, y: 163, size: 11, style: 'bold' },
          { text: 'Senior Packaging Designer', x: 40, y: 186, size: 10, style: 'bold' },
          { text: 'Lotus Brand Studio', x: 40, y: 198, size: 9 },
          { text: 'pimchanok.s@example.com', x: 371, y: 60, size: 9 },
          { text: 'EDUCATION', x: 371, y: 351, size: 11, style: 'bold' },
          { text: 'Bachelor of Fine Arts, Communication', x: 371, y: 374, size: 9, style: 'bold' },
          { text: 'Design', x: 371, y: 386, size: 9, style: 'bold' },
          { text: 'Rattanakosin University of the Arts', x: 371, y: 398, size: 9 },
          { text: '06/2010 – 03/2014', x: 371, y: 409, size: 8 },
          { text: 'Certificate in 3D Animation', x: 371, y: 427, size: 9, style: 'bold' },
          { text: 'Online', x: 371, y: 439, size: 9 },
          { text: '07/2019 – 09/2019', x: 371, y: 449, size: 8 },
          { text: '• Mekong Packaging Design Awards, Gold', x: 371, y: 570, size: 9 },
        ],
      ]),
    );
    assert.deepEqual(
      resume.education.map(({ school, degree }) => [school, degree]),
      [
        ['Rattanakosin University of the Arts', 'Bachelor of Fine Arts, Communication Design'],
        ['Online', 'Certificate in 3D Animation'],
      ],
    );
  });

  it('keeps a role whose range of months ends like a page counter ("Konstrukteurin 07/12 – 08/14"), and reads a Matura', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'Verena Obermair', x: 43, y: 60, size: 22 },
          { text: 'BERUFSERFAHRUNG', x: 43, y: 180, size: 11, style: 'bold' },
          { text: 'Rienz Mechanik KG', x: 43, y: 293, size: 10.5, style: 'bold' },
          { text: 'Bruneck', x: 420, y: 293, size: 10.5 },
          { text: 'Konstrukteurin', x: 43, y: 307, size: 10.5, style: 'italic' },
          { text: '07/12 – 08/14', x: 420, y: 307, size: 10.5 },
          { text: 'SCHULBILDUNG', x: 43, y: 330, size: 11, style: 'bold' },
          { text: 'Technologische Fachoberschule Brixen', x: 43, y: 348, size: 10.5, style: 'bold' },
          { text: 'Staatliche Abschlussprüfung (Matura), Fachrichtung Maschinenbau', x: 43, y: 362, size: 10.5 },
        ],
      ]),
    );
    assert.deepEqual(
      resume.experience.map(({ company, title, from, to }) => [company, title, from, to]),
      [['Rienz Mechanik KG', 'Konstrukteurin', '07/12', '08/14']],
    );
    assert.deepEqual(
      resume.education.map(({ school, degree }) => [school, degree]),
      [['Technologische Fachoberschule Brixen', 'Staatliche Abschlussprüfung (Matura), Fachrichtung Maschinenbau']],
    );
  });
});

describe('parseResume: layouts held-out v10 showed it missed', () => {
  it('reads an Italian CV: its headings, "oggi", "S.r.l." and "s.n.c." employers, a title with two roles, a Laurea and a Liceo', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'Maria Vittoria Lo Presti', x: 20, y: 46, size: 24 },
          { text: 'PROFILO', x: 20, y: 109, size: 12, style: 'bold' },
          { text: 'Restauratrice abilitata con dodici anni di cantieri.', x: 20, y: 127, size: 9.5 },
          { text: 'ESPERIENZE PROFESSIONALI', x: 20, y: 191, size: 12, style: 'bold' },
          { text: 'Restauratrice, direttrice tecnica di cantiere', x: 20, y: 209, size: 9.5, style: 'bold' },
          { text: 'Kalsa Restauri S.r.l., Palermo', x: 20, y: 222, size: 9.5 },
          { text: '03/2018 – oggi', x: 20, y: 233, size: 8.5 },
          { text: 'Tirocinante', x: 20, y: 349, size: 9.5, style: 'bold' },
          { text: "Laboratorio Conca d'Oro Restauro s.n.c., Monreale", x: 20, y: 363, size: 9.5 },
          { text: '09/2011 – 12/2012', x: 20, y: 374, size: 8.5 },
          { text: 'ISTRUZIONE E FORMAZIONE', x: 20, y: 400, size: 12, style: 'bold' },
          { text: 'Laurea magistrale in Conservazione e restauro', x: 20, y: 418, size: 9.5, style: 'bold' },
          { text: 'Istituto Superiore per la Conservazione del Mediterraneo', x: 20, y: 431, size: 9.5 },
          { text: '10/2007 – 07/2012', x: 20, y: 442, size: 8.5 },
          { text: 'Diploma di maturità artistica', x: 20, y: 462, size: 9.5, style: 'bold' },
          { text: 'Liceo Artistico Monte Pellegrino', x: 20, y: 475, size: 9.5 },
          { text: '09/2002 – 07/2007', x: 20, y: 486, size: 8.5 },
          { text: 'COMPETENZE', x: 414, y: 208, size: 10, style: 'bold' },
          { text: 'Ritocco pittorico', x: 414, y: 229, size: 9.5 },
          { text: 'AutoCAD', x: 414, y: 245, size: 9.5 },
          { text: 'LINGUE', x: 414, y: 270, size: 10, style: 'bold' },
          { text: 'Inglese (B2)', x: 414, y: 291, size: 9.5 },
        ],
      ]),
    );
    assert.deepEqual(
      resume.experience.map(({ company, title, from, to }) => [company, title, from, to]),
      [
        ['Kalsa Restauri S.r.l.', 'Restauratrice, direttrice tecnica di cantiere', '03/2018', 'oggi'],
        ["Laboratorio Conca d'Oro Restauro s.n.c.", 'Tirocinante', '09/2011', '12/2012'],
      ],
    );
    assert.deepEqual(
      resume.education.map(({ school, degree }) => [school, degree]),
      [
        ['Istituto Superiore per la Conservazione del Mediterraneo', 'Laurea magistrale in Conservazione e restauro'],
        ['Liceo Artistico Monte Pellegrino', 'Diploma di maturità artistica'],
      ],
    );
    assert.deepEqual(resume.skills, ['Ritocco pittorico', 'AutoCAD']);
  });

  it('reads a Liechtenstein Lebenslauf: "Mär. 2019 – heute", a "Treuhandakademie", "Dipl." and "EFZ" qualifications', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'Annelie Büchel-Frommelt', x: 51, y: 79, size: 22 },
          { text: 'Beruflicher Werdegang', x: 51, y: 210, size: 12, style: 'bold' },
          { text: 'Leiterin Mandatsbetreuung', x: 51, y: 229, size: 10, style: 'bold' },
          { text: 'Mär. 2019 – heute', x: 400, y: 229, size: 10 },
          { text: 'Falknis Treuhand Anstalt, Vaduz', x: 51, y: 243, size: 10 },
          { text: 'Aus- und Weiterbildung', x: 51, y: 377, size: 12, style: 'bold' },
          { text: 'Dipl. Treuhandexpertin', x: 51, y: 397, size: 10, style: 'bold' },
          { text: 'Sep. 2016 – Nov. 2018', x: 400, y: 397, size: 10 },
          { text: 'Treuhandakademie Rheintal, St. Gallen', x: 51, y: 411, size: 10 },
          { text: 'Kauffrau EFZ (kaufmännische Lehre)', x: 51, y: 460, size: 10, style: 'bold' },
          { text: 'Aug. 2006 – Jul. 2009', x: 400, y: 460, size: 10 },
          { text: 'Berufs- und Weiterbildungszentrum Oberland, Vaduz', x: 51, y: 473, size: 10 },
        ],
      ]),
    );
    assert.deepEqual(
      resume.experience.map(({ company, title, from, to }) => [company, title, from, to]),
      [['Falknis Treuhand Anstalt', 'Leiterin Mandatsbetreuung', 'Mär. 2019', 'heute']],
    );
    assert.deepEqual(
      resume.education.map(({ school, degree }) => [school, degree]),
      [
        ['Treuhandakademie Rheintal', 'Dipl. Treuhandexpertin'],
        ['Berufs- und Weiterbildungszentrum Oberland', 'Kauffrau EFZ (kaufmännische Lehre)'],
      ],
    );
  });

  it('reads a Europass role "Since 03/2019", a title with its area, and an employer with its town and country', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'Eleftheria Charalampidou', x: 195, y: 67, size: 16 },
          { text: 'WORK EXPERIENCE', x: 97, y: 222, size: 9, style: 'bold' },
          { text: 'Since 03/2019', x: 123, y: 239, size: 9 },
          { text: 'Senior Process Engineer, Wastewater Treatment', x: 195, y: 239, size: 9, style: 'bold' },
          { text: 'Axios Hydro-Environmental Services S.A., Sindos, Greece', x: 195, y: 252, size: 9 },
          { text: '• Process control of a treatment plant and four pumping stations', x: 195, y: 265, size: 9 },
          { text: '06/2015 – 02/2019', x: 104, y: 320, size: 8.5 },
          { text: 'Process Engineer', x: 195, y: 320, size: 9, style: 'bold' },
          {
            text: 'Municipal Water and Sewerage Enterprise of Kassandra, Kassandreia, Greece',
            x: 195,
            y: 334,
            size: 9,
          },
          { text: '• Ran three seasonal plants', x: 195, y: 346, size: 9 },
        ],
      ]),
    );
    assert.deepEqual(
      resume.experience.map(({ company, title, from }) => [company, title, from]),
      [
        ['Axios Hydro-Environmental Services S.A.', 'Senior Process Engineer, Wastewater Treatment', '03/2019'],
        ['Municipal Water and Sewerage Enterprise of Kassandra', 'Process Engineer', '06/2015'],
      ],
    );
  });
});

describe('parseResume: layouts held-out v11 showed it missed', () => {
  it('reads a letter-spaced heading whose kerning prints three letters together ("B E R U F L I C H E S TAT I O N E N")', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'Joëlle Mreyen-Kohnen', x: 60, y: 70, size: 30 },
          { text: 'B E R U F L I C H E S TAT I O N E N', x: 45, y: 235, size: 11, style: 'bold' },
          { text: 'Betriebsleiterin', x: 45, y: 254, size: 8.5, style: 'bold' },
          { text: 'März 2019 – heute', x: 400, y: 254, size: 8.5 },
          { text: 'Sägewerk Warchetal AG · Malmedy', x: 45, y: 268, size: 9.5 },
          { text: 'S P R A C H E N', x: 45, y: 625, size: 11, style: 'bold' },
          { text: '• Deutsch (Muttersprache)', x: 45, y: 644, size: 9.5 },
        ],
      ]),
    );
    assert.deepEqual(
      resume.experience.map(({ company, title }) => [company, title]),
      [['Sägewerk Warchetal AG', 'Betriebsleiterin']],
    );
  });

  it('reads a Pakistani mobile number, and an Intermediate (HSC) as a degree', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'Noor-ul-Ain Farooqui', x: 202, y: 58, size: 22 },
          { text: 'noorulain.farooqui@example.com | +92 321 5550184 | Karachi, Pakistan', x: 48, y: 75, size: 9.5 },
          { text: 'EDUCATION', x: 43, y: 316, size: 11, style: 'bold' },
          { text: 'Saddar Government College for Women', x: 43, y: 381, size: 10.5, style: 'bold' },
          { text: 'Intermediate (HSC), Pre-Medical', x: 43, y: 394, size: 10.5 },
          { text: '2008/08 – 2010/06', x: 450, y: 394, size: 10.5 },
        ],
      ]),
    );
    assert.equal(resume.phone, '+92 321 5550184');
    assert.deepEqual(
      resume.education.map(({ school, degree }) => [school, degree]),
      [['Saddar Government College for Women', 'Intermediate (HSC), Pre-Medical']],
    );
  });

  it('reads a dates column that wrapped after the month ("September" over "2008–June 2010") or against the next line ("December 2014Dissertation")', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'Naranchimeg Lkhagvasuren', x: 173, y: 78, size: 14.2 },
          { text: 'EDUCATION', x: 64, y: 150, size: 8.2, style: 'bold' },
          {
            text: 'October 2010– Dr. rer. nat. (Ph.D.) in Physical Geography, Elbe-Saale University',
            x: 64,
            y: 169,
            size: 10,
          },
          { text: 'December 2014Dissertation: Grazing pressure on permafrost', x: 64, y: 183, size: 9 },
          { text: 'September', x: 64, y: 210, size: 10 },
          { text: 'M.Sc. in Geography, Tuul River State University', x: 140, y: 210, size: 10 },
          { text: '2008–June 2010', x: 64, y: 223, size: 10 },
        ],
      ]),
    );
    assert.deepEqual(
      resume.education.map(({ school, degree, grad }) => [school, degree, grad]),
      [
        ['Elbe-Saale University', 'Dr. rer. nat. (Ph.D.) in Physical Geography', 'December 2014'],
        ['Tuul River State University', 'M.Sc. in Geography', 'June 2010'],
      ],
    );
  });
});

describe('parseResume: layouts held-out v12 showed it missed', () => {
  it('reads a Malay name wrapped after "binti", Malaysian schools and a dates column pressed against the degree', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'Nurul Izzati binti', x: 60, y: 70, size: 30 },
          { text: 'Kamarulzaman', x: 60, y: 111, size: 30 },
          { text: 'Co-founder & CTO · Retail analytics', x: 60, y: 135, size: 13 },
          { text: 'E X P E R I E N C E', x: 45, y: 245, size: 11, style: 'bold' },
          { text: 'Co-founder & Chief Technology Officer', x: 45, y: 265, size: 10.5, style: 'bold' },
          { text: 'MAR 2021 – PRESENT', x: 460, y: 265, size: 10.5 },
          { text: 'Kedai Pintar Sdn. Bhd. · Petaling Jaya', x: 45, y: 278, size: 9.5 },
          { text: 'E D U C A T I O N', x: 45, y: 411, size: 11, style: 'bold' },
          {
            text: 'Bachelor of Computer Science (Hons.), Data Engineering — CGPA 3.71SEP 2011 – JUN 2015',
            x: 45,
            y: 430,
            size: 10.5,
            style: 'bold',
          },
          { text: 'Universiti Sains Pantai Timur', x: 45, y: 444, size: 9.5 },
          { text: 'Sijil Pelajaran Malaysia (SPM), 9A', x: 45, y: 463, size: 10.5, style: 'bold' },
          { text: 'JAN 2009 – NOV 2010', x: 460, y: 463, size: 10.5 },
          { text: 'Sekolah Menengah Sains Bukit Besar', x: 45, y: 477, size: 9.5 },
        ],
      ]),
    );
    assert.equal(resume.full_name, 'Nurul Izzati binti Kamarulzaman');
    assert.deepEqual(
      resume.education.map(({ school, degree, grad }) => [school, degree, grad]),
      [
        ['Universiti Sains Pantai Timur', 'Bachelor of Computer Science (Hons.), Data Engineering', 'JUN 2015'],
        ['Sekolah Menengah Sains Bukit Besar', 'Sijil Pelajaran Malaysia (SPM), 9A', 'NOV 2010'],
      ],
    );
  });

  it('reads an elided particle inside a name ("d\'Alva"), and a phone number that stops at its line', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: "Nélia Quaresma d'Alva Espírito Santo", x: 51, y: 79, size: 22 },
          { text: 'Fundadora de uma fábrica de chocolate', x: 51, y: 97, size: 11 },
          { text: 'KONTAKT', x: 414, y: 118, size: 10, style: 'bold' },
          { text: 'Tel.: +352 621 555 318', x: 414, y: 166, size: 9.5 },
          { text: '12, rue de la Gare, L-9050', x: 414, y: 181, size: 9.5 },
        ],
      ]),
    );
    assert.equal(resume.full_name, "Nélia Quaresma d'Alva Espírito Santo");
    assert.equal(resume.phone, '+352 621 555 318');
  });

  it('joins a sidebar skill that stops on "und", but not one whose parentheses hold commas', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'Joëlle Bettendorf-Kieffer', x: 20, y: 46, size: 24 },
          { text: 'ÜBER MICH', x: 20, y: 109, size: 12, style: 'bold' },
          { text: 'Fondsbuchhalterin mit zwölf Jahren Erfahrung in der Nettoinventarwert-', x: 20, y: 127, size: 9.5 },
          { text: 'Berechnung für UCITS- und AIF-Strukturen. Ich leite ein Team von sieben', x: 20, y: 139, size: 9.5 },
          { text: 'Personen und betreue Private-Equity- und Immobilienfonds.', x: 20, y: 152, size: 9.5 },
          { text: 'BERUFLICHER WERDEGANG', x: 20, y: 191, size: 12, style: 'bold' },
          { text: 'Moselle Fund Services S.A., Luxemburg-Kirchberg', x: 20, y: 209, size: 9.5 },
          { text: 'Teamleiterin Fondsbuchhaltung Alternative Investments', x: 20, y: 222, size: 9.5 },
          { text: 'ab 03/2021', x: 20, y: 233, size: 8.5 },
          { text: '• Leitung eines Teams von 7 Fondsbuchhaltern für 46 Private-Equity- und', x: 20, y: 247, size: 9.5 },
          { text: 'Immobilienfonds', x: 30, y: 260, size: 9.5 },
          { text: '• Einführung eines automatisierten Kapitalabruf-Prozesses: 40 % weniger', x: 20, y: 274, size: 9.5 },
          { text: 'manuelle Buchungen', x: 30, y: 286, size: 9.5 },
          { text: 'Fiduciaire Sûre & Wiltz S.à r.l., Strassen', x: 20, y: 306, size: 9.5 },
          { text: 'Fondsbuchhalterin', x: 20, y: 319, size: 9.5 },
          { text: '09/2015 – 02/2021', x: 20, y: 330, size: 8.5 },
          { text: 'FACHKOMPETENZEN', x: 414, y: 220, size: 10, style: 'bold' },
          { text: 'NAV-Berechnung (UCITS, AIF, RAIF)', x: 414, y: 241, size: 9.5 },
          { text: 'Private-Equity-Fonds und', x: 414, y: 256, size: 9.5 },
          { text: 'Kapitalabrufe', x: 414, y: 268, size: 9.5 },
          { text: 'Jahresabschlüsse nach Lux GAAP', x: 414, y: 283, size: 9.5 },
          { text: 'und IFRS', x: 414, y: 296, size: 9.5 },
          { text: 'Multifonds', x: 414, y: 311, size: 9.5 },
          { text: 'SPRACHKENNTNISSE', x: 414, y: 366, size: 10, style: 'bold' },
          { text: 'Luxemburgisch (Muttersprache)', x: 414, y: 387, size: 9.5 },
        ],
      ]),
    );
    assert.deepEqual(resume.skills, [
      'NAV-Berechnung (UCITS, AIF, RAIF)',
      'Private-Equity-Fonds und Kapitalabrufe',
      'Jahresabschlüsse nach Lux GAAP und IFRS',
      'Multifonds',
    ]);
  });

  it('finds the rest of a LinkedIn URL cut at a hyphen in the next line’s cell, and a degree whose parenthesis wraps', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'NOÉMIE DE SIEBENTHAL', x: 22, y: 48, size: 28 },
          { text: 'noemie.desiebenthal@example.com', x: 409, y: 41, size: 9 },
          { text: 'linkedin.com/in/noemie-de-', x: 408, y: 97, size: 9 },
          { text: 'I N G É N I E U R E E N M I C R O T E C H N I Q U E', x: 22, y: 106, size: 11 },
          { text: 'siebenthal', x: 408, y: 106, size: 9 },
          { text: 'P R O F I L', x: 22, y: 178, size: 11, style: 'bold' },
          { text: 'Micromécanicienne de formation, puis ingénieure en microtechnique. Je', x: 22, y: 201, size: 9 },
          { text: 'développe des mouvements mécaniques et des composants de réglage,', x: 22, y: 213, size: 9 },
          {
            text: 'du cahier des charges à l’industrialisation chez les sous-traitants de l’Arc',
            x: 22,
            y: 226,
            size: 9,
          },
          { text: 'jurassien.', x: 22, y: 238, size: 9 },
          { text: 'P A R C O U R S P R O F E S S I O N N E L', x: 22, y: 261, size: 11, style: 'bold' },
          { text: 'Manufacture Horlogère des Brenets SA', x: 34, y: 284, size: 9 },
          { text: 'Cheffe de projet développement mouvements', x: 34, y: 296, size: 9 },
          { text: '05.2019 – aujourd’hui', x: 34, y: 307, size: 8 },
          { text: '• Développement de deux calibres automatiques, de 186 et 212', x: 34, y: 320, size: 9 },
          { text: 'composants', x: 44, y: 332, size: 9 },
          { text: '• Marche moyenne des premières séries ramenée de +7 à +3 s/j', x: 34, y: 345, size: 9 },
          { text: 'Laboratoire microtechnique de Vauseyon SA', x: 34, y: 364, size: 9 },
          { text: 'Ingénieure de développement', x: 34, y: 376, size: 9 },
          { text: '02.2015 – 04.2019', x: 34, y: 387, size: 8 },
          { text: '• Échappements et spiraux en silicium pour trois clients horlogers', x: 34, y: 400, size: 9 },
          { text: 'C O M P É T E N C E S', x: 420, y: 178, size: 11, style: 'bold' },
          { text: 'Construction horlogère', x: 420, y: 216, size: 9 },
          { text: 'Tolérancement et cotation', x: 420, y: 235, size: 9 },
          { text: 'Industrialisation de composants', x: 420, y: 255, size: 9 },
          { text: 'F O R M A T I O N', x: 420, y: 341, size: 11, style: 'bold' },
          { text: 'Master en microtechnique', x: 420, y: 364, size: 9 },
          { text: 'École polytechnique du Léman', x: 420, y: 376, size: 9 },
          { text: '09.2013 – 01.2015', x: 420, y: 387, size: 8 },
          { text: 'CFC de micromécanicienne (certificat', x: 420, y: 445, size: 9 },
          { text: 'fédéral de capacité) avec maturité', x: 420, y: 457, size: 9 },
          { text: 'professionnelle', x: 420, y: 469, size: 9 },
          { text: 'École technique des Montagnes', x: 420, y: 481, size: 9 },
          { text: 'neuchâteloises', x: 420, y: 493, size: 9 },
          { text: '08.2003 – 07.2007', x: 420, y: 504, size: 8 },
          { text: 'L A N G U E S', x: 420, y: 528, size: 11, style: 'bold' },
          { text: 'français (langue maternelle)', x: 420, y: 551, size: 9 },
          { text: 'allemand (B2, suisse allemand compris)', x: 420, y: 565, size: 9 },
        ],
      ]),
    );
    assert.equal(resume.social.linkedin, 'linkedin.com/in/noemie-de-siebenthal');
    assert.deepEqual(
      resume.education.map(({ school, degree }) => [school, degree]),
      [
        ['École polytechnique du Léman', 'Master en microtechnique'],
        [
          'École technique des Montagnes neuchâteloises',
          'CFC de micromécanicienne (certificat fédéral de capacité) avec maturité professionnelle',
        ],
      ],
    );
  });

  it('keeps a title listing areas whole when the employer with its legal form follows ("… Finanza e Controllo" / "… S.p.A.")', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'Chiara Dall’Agata Mularoni', x: 60, y: 70, size: 30 },
          { text: 'E S P E R I E N Z E', x: 45, y: 217, size: 11, style: 'bold' },
          { text: 'Responsabile Amministrazione, Finanza e Controllo', x: 45, y: 237, size: 10.5, style: 'bold' },
          { text: '09/2019 - in corso', x: 470, y: 237, size: 10.5 },
          { text: 'Titano Meccanica S.p.A. · Serravalle (RSM)', x: 45, y: 250, size: 9.5 },
          { text: '• Chiusura del bilancio consolidato anticipata da 75 a 40 giorni', x: 45, y: 265, size: 9.5 },
        ],
      ]),
    );
    assert.deepEqual(
      resume.experience.map(({ company, title }) => [company, title]),
      [['Titano Meccanica S.p.A.', 'Responsabile Amministrazione, Finanza e Controllo']],
    );
  });

  it('reads "Grade 12 School Certificate" and "Bachillerato" as degrees, and a language level under "Other language(s)" as no skill', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'Mwila Chanda Bwalya', x: 200, y: 60, size: 22 },
          { text: 'EDUCATION', x: 43, y: 151, size: 11, style: 'bold' },
          { text: 'Chembe Day Secondary School', x: 43, y: 216, size: 10.5, style: 'bold' },
          { text: 'Chembe', x: 500, y: 216, size: 10.5 },
          { text: 'Grade 12 School Certificate', x: 43, y: 230, size: 10.5 },
          { text: '01.2009 – 12.2011', x: 470, y: 230, size: 10.5 },
          { text: '03.2004– Bachillerato en Biología, Universidad del Golfo de Nicoya', x: 43, y: 260, size: 10 },
          { text: '12.2007', x: 43, y: 274, size: 10 },
          { text: 'PERSONAL SKILLS', x: 103, y: 517, size: 9, style: 'bold' },
          { text: 'Other language(s) English: C1 (all skills)', x: 107, y: 552, size: 9 },
          { text: 'German: B2 (listening, reading), B1 (speaking, writing)', x: 195, y: 565, size: 9 },
          { text: 'Job-related skills • Batch certification and release', x: 114, y: 625, size: 9 },
          { text: '• Process and cleaning validation', x: 195, y: 639, size: 9 },
        ],
      ]),
    );
    assert.deepEqual(
      resume.education.map(({ school, degree }) => [school, degree]),
      [
        ['Chembe Day Secondary School', 'Grade 12 School Certificate'],
        ['Universidad del Golfo de Nicoya', 'Bachillerato en Biología'],
      ],
    );
    assert.deepEqual(resume.skills, ['Batch certification and release', 'Process and cleaning validation']);
  });
});

describe('parseResume: layouts held-out v13 showed it missed', () => {
  it('reads a CV with Dutch headings, "t/m heden" ranges and Dutch titles', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'Rosemarijn Pieternella-de Windt', x: 151, y: 58, size: 22 },
          { text: 'rosemarijn.dewindt@example.com · +599 9 555 2847 · Willemstad, Curaçao', x: 45, y: 75, size: 9.5 },
          { text: 'WERKERVARING', x: 43, y: 151, size: 11, style: 'bold' },
          { text: 'Awa Korsou N.V.', x: 43, y: 169, size: 10.5 },
          { text: 'Willemstad', x: 500, y: 169, size: 10.5 },
          { text: 'Senior procesingenieur drinkwaterproductie', x: 43, y: 183, size: 10.5 },
          { text: '05/2018 t/m heden', x: 470, y: 183, size: 10.5 },
          { text: '• Energieverbruik per m³ drinkwater met 14% verlaagd', x: 43, y: 198, size: 10.5 },
          { text: 'OPLEIDINGEN', x: 43, y: 316, size: 11, style: 'bold' },
          { text: 'Technische Universiteit Maasland', x: 43, y: 334, size: 10.5 },
          { text: 'Nederland', x: 500, y: 334, size: 10.5 },
          { text: 'MSc Chemical Engineering', x: 43, y: 348, size: 10.5 },
          { text: '09/2010 t/m 11/2012', x: 470, y: 348, size: 10.5 },
          { text: 'VAARDIGHEDEN', x: 43, y: 403, size: 11, style: 'bold' },
          { text: 'Vakinhoudelijk: Omgekeerde osmose, Energieterugwinning, Waterkwaliteit', x: 43, y: 421, size: 10.5 },
          { text: 'TALEN', x: 43, y: 457, size: 11, style: 'bold' },
          { text: '• Papiaments (moedertaal), Nederlands (moedertaal), Engels (vloeiend)', x: 43, y: 475, size: 10.5 },
        ],
      ]),
    );
    assert.deepEqual(
      resume.experience.map(({ company, title, from, to }) => [company, title, from, to]),
      [['Awa Korsou N.V.', 'Senior procesingenieur drinkwaterproductie', '05/2018', 'heden']],
    );
    assert.deepEqual(
      resume.education.map(({ school, degree }) => [school, degree]),
      [['Technische Universiteit Maasland', 'MSc Chemical Engineering']],
    );
    assert.deepEqual(resume.skills, ['Omgekeerde osmose', 'Energieterugwinning', 'Waterkwaliteit']);
  });

  it('reads Portuguese month abbreviations, a "Doutoramento", "à ce jour", and a dated head that wraps beside its dates', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'DOMINGAS NHAGA CÓ', x: 209, y: 78, size: 14.2 },
          { text: 'FORMAÇÃO ACADÉMICA', x: 64, y: 162, size: 8.2, style: 'bold' },
          {
            text: 'out. 2012–dez. Doutoramento em Ciências Agrárias, Universidade Agrária do Ribatejo',
            x: 64,
            y: 181,
            size: 10,
          },
          { text: '2016', x: 64, y: 195, size: 9 },
          { text: 'PERCURSO PROFISSIONAL', x: 64, y: 292, size: 8.2, style: 'bold' },
          { text: 'set. 2019–', x: 64, y: 312, size: 10 },
          { text: 'Investigadora auxiliar e coordenadora do programa do arroz, Instituto', x: 200, y: 312, size: 10 },
          { text: 'atualidade', x: 64, y: 325, size: 10 },
          { text: 'Nacional de Investigação Agrária, Bissau', x: 200, y: 325, size: 10 },
          {
            text: 'fev. 2017–ago. Investigadora, Instituto Nacional de Investigação Agrária, Estação de',
            x: 64,
            y: 342,
            size: 10,
          },
          { text: '2019', x: 64, y: 355, size: 10 },
          { text: 'Caboxanque', x: 147, y: 355, size: 10 },
        ],
      ]),
    );
    assert.deepEqual(
      resume.education.map(({ school, degree, grad }) => [school, degree, grad]),
      [['Universidade Agrária do Ribatejo', 'Doutoramento em Ciências Agrárias', 'dez. 2016']],
    );
    assert.deepEqual(
      resume.experience.map(({ company, title, from }) => [company, title, from]),
      [
        [
          'Instituto Nacional de Investigação Agrária',
          'Investigadora auxiliar e coordenadora do programa do arroz',
          'set. 2019',
        ],
        ['Instituto Nacional de Investigação Agrária', 'Investigadora', 'fev. 2017'],
      ],
    );
  });

  it('starts a LinkedIn school where the text grows back to the school’s size, and reads a superintendent under a company line', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'Contact', x: 13, y: 48, size: 12.5 },
          { text: 'onalenna.mogotsi@example.com', x: 13, y: 67, size: 10 },
          { text: 'Top Skills', x: 13, y: 141, size: 12.5 },
          { text: 'Maintenance Planning', x: 13, y: 160, size: 10 },
          { text: 'Onalenna Kefilwe Mogotsi', x: 206, y: 52, size: 26 },
          { text: 'Experience', x: 206, y: 238, size: 15 },
          { text: 'Sebele Spares (Pty) Ltd', x: 206, y: 264, size: 12 },
          { text: 'Co-founder & Chief Executive Officer', x: 206, y: 282, size: 10.5 },
          { text: 'August 2021 - Present (3 years 5 months)', x: 206, y: 296, size: 10.5 },
          { text: 'Gaborone, Botswana', x: 206, y: 310, size: 10.5 },
          {
            text: 'Supply 38 mining and crushing contractors from a bonded store in Gaborone and',
            x: 206,
            y: 326,
            size: 10.5,
          },
          { text: 'a hub in Jwaneng.', x: 206, y: 340, size: 10.5 },
          { text: 'Lobatse Mining Contractors (Pty) Ltd', x: 206, y: 394, size: 12 },
          { text: '6 years 7 months', x: 206, y: 409, size: 10.5 },
          { text: 'Maintenance Planning Superintendent', x: 206, y: 427, size: 10.5 },
          { text: 'March 2018 - July 2021 (3 years 5 months)', x: 206, y: 441, size: 10.5 },
          { text: 'Jwaneng, Botswana', x: 206, y: 455, size: 10.5 },
          {
            text: 'Planned maintenance of a fleet of 64 haul trucks, 11 excavators and two crushing',
            x: 206,
            y: 470,
            size: 10.5,
          },
          { text: 'plants.', x: 206, y: 484, size: 10.5 },
          { text: 'Maintenance Planner', x: 206, y: 503, size: 10.5 },
          { text: 'January 2015 - February 2018 (3 years 2 months)', x: 206, y: 517, size: 10.5 },
          { text: 'Education', x: 206, y: 634, size: 15 },
          { text: 'Gaborone Institute of Business and Management', x: 206, y: 659, size: 12 },
          { text: 'Master of Business Administration - MBA · (2017 - 2019)', x: 206, y: 674, size: 10.5 },
          { text: 'Tswapong University of Engineering', x: 206, y: 697, size: 12 },
          {
            text: 'Bachelor of Engineering - BEng, Mechanical Engineering · (2008 - 2013)',
            x: 206,
            y: 712,
            size: 10.5,
          },
        ],
      ]),
    );
    assert.deepEqual(
      resume.experience.map(({ company, title }) => [company, title]),
      [
        ['Sebele Spares (Pty) Ltd', 'Co-founder & Chief Executive Officer'],
        ['Lobatse Mining Contractors (Pty) Ltd', 'Maintenance Planning Superintendent'],
        ['Lobatse Mining Contractors (Pty) Ltd', 'Maintenance Planner'],
      ],
    );
    assert.deepEqual(
      resume.education.map(({ school }) => school),
      ['Gaborone Institute of Business and Management', 'Tswapong University of Engineering'],
    );
  });

  it('keeps a long school with its faculty in the head, a bulleted skill of five words, and "and" inside skills of a list', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'Liga Ozolina-Berzina', x: 195, y: 67, size: 16 },
          { text: 'EDUCATION AND TRAINING', x: 62, y: 391, size: 9 },
          {
            text: 'September 2013 – June 2015 Master of Engineering Sciences in Wood Materials and Technology',
            x: 57,
            y: 408,
            size: 9,
          },
          {
            text: 'Gauja University of Applied Sciences, Faculty of Wood Technology, Valmiera',
            x: 195,
            y: 421,
            size: 9,
          },
          { text: '(Latvia)', x: 195, y: 433, size: 9 },
          { text: 'PERSONAL SKILLS', x: 103, y: 529, size: 9 },
          { text: 'Professional skills • Production planning and scheduling (MRP)', x: 109, y: 637, size: 9 },
          { text: '• Microsoft Dynamics 365 Business Central', x: 195, y: 651, size: 9 },
          {
            text: 'Digital skills Food product development, HACCP and FSMA compliance, Drying and milling',
            x: 121,
            y: 670,
            size: 9,
          },
          { text: 'Computer: Proficient in Windows and Mac OS, Microsoft Word', x: 121, y: 690, size: 9 },
        ],
      ]),
    );
    assert.deepEqual(
      resume.education.map(({ school, degree }) => [school, degree]),
      [
        [
          'Gauja University of Applied Sciences, Faculty of Wood Technology',
          'Master of Engineering Sciences in Wood Materials and Technology',
        ],
      ],
    );
    assert.deepEqual(resume.skills, [
      'Production planning and scheduling (MRP)',
      'Microsoft Dynamics 365 Business Central',
      'Food product development',
      'HACCP and FSMA compliance',
      'Drying and milling',
      'Windows',
      'Mac OS',
      'Microsoft Word',
    ]);
  });

  it('reads "CAPE Unit 1 and 2: …" beside a school whose town is on its right, and "06/2019 à ce jour"', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'Kemoy Alicia St. Aubyn-Grant', x: 200, y: 60, size: 22 },
          { text: 'EXPERIENCE', x: 43, y: 100, size: 11, style: 'bold' },
          { text: 'Responsable qualité, hygiène et sécurité des aliments', x: 43, y: 118, size: 10.5 },
          { text: '06/2019 à ce jour', x: 470, y: 118, size: 10.5 },
          { text: 'Société Béninoise de Transformation de l’Anacarde (SBTA) SA · Parakou', x: 43, y: 132, size: 9.5 },
          { text: 'EDUCATION', x: 43, y: 385, size: 11, style: 'bold' },
          { text: 'Mandeville Heights High School', x: 43, y: 450, size: 10.5 },
          { text: 'Mandeville', x: 500, y: 450, size: 10.5 },
          { text: 'CAPE Unit 1 and 2: Chemistry, Biology, Food and Nutrition', x: 43, y: 464, size: 10.5 },
          { text: 'Sep 2008 – Jun 2010', x: 460, y: 464, size: 10.5 },
        ],
      ]),
    );
    assert.deepEqual(
      resume.experience.map(({ company, title, to }) => [company, title, to]),
      [
        [
          'Société Béninoise de Transformation de l’Anacarde (SBTA) SA',
          'Responsable qualité, hygiène et sécurité des aliments',
          'ce jour',
        ],
      ],
    );
    assert.deepEqual(
      resume.education.map(({ school, degree }) => [school, degree]),
      [['Mandeville Heights High School', 'CAPE Unit 1 and 2: Chemistry, Biology, Food and Nutrition']],
    );
  });
});

describe('parseResume: layouts held-out v14 showed it missed', () => {
  it('reads a Kyrgyz patronymic and "épouse" inside names', async () => {
    const nameOf = async (name: string) =>
      (
        await parseResumePdf(
          await textPdf([
            [
              { text: name, x: 136, y: 58, size: 22 },
              { text: 'Cofondatrice et directrice générale, CarboForêt Gabon SAS', x: 43, y: 183, size: 10.5 },
            ],
          ]),
        )
      ).full_name;
    assert.equal(await nameOf('Azamat Bakyt uulu'), 'Azamat Bakyt uulu');
    assert.equal(await nameOf('Clarisse Nzé Mintsa épouse Obiang'), 'Clarisse Nzé Mintsa épouse Obiang');
  });

  it('drops a town and its country after an employer or a school, a "DOOEL" keeps its name, and a title under an employer stays apart', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'Amra Hadzic-Begovic', x: 51, y: 79, size: 22 },
          { text: 'Beruflicher Werdegang', x: 51, y: 216, size: 12, style: 'bold' },
          { text: '09/2014 bis 03/2019', x: 51, y: 310, size: 10 },
          { text: 'Kocani Geotherm Agro DOOEL, Kocani, North Macedonia', x: 184, y: 310, size: 10 },
          { text: 'Produktdesignerin', x: 184, y: 323, size: 10 },
          { text: '• Entwurf von 3 Tischkollektionen, zusammen rund 11.000 Stück im Jahr', x: 184, y: 337, size: 10 },
          { text: 'Studium', x: 51, y: 398, size: 12, style: 'bold' },
          { text: '10/2008 bis 06/2012', x: 51, y: 450, size: 10 },
          { text: 'Bachelor Holztechnologie', x: 184, y: 450, size: 10 },
          {
            text: 'Universität Visocica, Fakultät für Holztechnologie, Bosnien und Herzegowina',
            x: 184,
            y: 463,
            size: 10,
          },
        ],
      ]),
    );
    assert.deepEqual(
      resume.experience.map(({ company, title }) => [company, title]),
      [['Kocani Geotherm Agro DOOEL', 'Produktdesignerin']],
    );
    assert.deepEqual(
      resume.education.map(({ school, degree }) => [school, degree]),
      [['Universität Visocica, Fakultät für Holztechnologie', 'Bachelor Holztechnologie']],
    );
  });

  it('joins a LinkedIn slug printed right under its URL, even when the text layer reads it after the other column', async () => {
    const text = await extractPdfText(
      await textPdf([
        [
          { text: 'ines.vilaca@example.com', x: 424, y: 31, size: 9 },
          { text: 'INES CARREIRO VILACA', x: 22, y: 58, size: 12 },
          { text: 'D E S I G N E R  D E  I N T E R I O R E S', x: 22, y: 78, size: 11 },
          { text: 'linkedin.com/in/ines-carreiro-', x: 424, y: 78, size: 9 },
          { text: 'vilaca', x: 424, y: 86, size: 9 },
          { text: 'P E R F I L', x: 22, y: 159, size: 11 },
          { text: 'Designer de interiores portuguesa a viver em Andorra desde 2014.', x: 22, y: 182, size: 9 },
        ],
      ]),
    );
    // As the text layer read the real CV: the URL a cell of the headline's line, the slug among the sidebar's lines,
    // after the main column.
    const at = (start: string) => text.lines.findIndex((line) => line.text.startsWith(start));
    const [url] = text.lines.splice(at('linkedin.com'), 1);
    text.lines[at('D E S I G N E R')]!.cells.push(...url!.cells);
    text.lines.push(...text.lines.splice(at('vilaca'), 1));
    assert.equal(parseResume(text).social.linkedin, 'linkedin.com/in/ines-carreiro-vilaca');
  });

  it('reads "Cargos académicos y de investigación" as experience, with the university and its faculty as the employer', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'ANA LUCIA COJTI XURUC', x: 198, y: 78, size: 14.2 },
          { text: 'FORMACIÓN ACADÉMICA', x: 64, y: 162, size: 8.2, style: 'bold' },
          {
            text: 'ene. 2007–oct. Maestría en Geofísica, Universidad Centroamericana del Pacífico',
            x: 64,
            y: 223,
            size: 10,
          },
          { text: '2009', x: 64, y: 237, size: 10 },
          { text: 'CARGOS ACADÉMICOS Y DE INVESTIGACIÓN', x: 64, y: 294, size: 8.2, style: 'bold' },
          { text: 'ene. 2020–', x: 64, y: 313, size: 10 },
          {
            text: 'Profesora titular, Universidad Centroamericana del Pacífico, Facultad de',
            x: 200,
            y: 313,
            size: 10,
          },
          { text: 'presente', x: 64, y: 327, size: 10 },
          { text: 'Ciencias de la Tierra', x: 200, y: 327, size: 10 },
        ],
      ]),
    );
    assert.deepEqual(
      resume.experience.map(({ company, title }) => [company, title]),
      [['Universidad Centroamericana del Pacífico, Facultad de Ciencias de la Tierra', 'Profesora titular']],
    );
  });
});

describe('parseResume: layouts held-out v15 showed it missed', () => {
  it('reads "Fonctions et postes", a French professor over her university and faculty, and a range in capitals against the degree', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'NODIRA GULOMOVA', x: 161, y: 78, size: 14.2 },
          { text: 'EDUCATION', x: 64, y: 162, size: 8.2, style: 'bold' },
          {
            text: 'OCT 2008–MARPhD in Soil Science, Saale Institute of Agricultural Sciences, Germany',
            x: 64,
            y: 181,
            size: 10,
          },
          { text: '2012', x: 64, y: 195, size: 9 },
          { text: 'FONCTIONS ET POSTES', x: 64, y: 294, size: 8.2, style: 'bold' },
          { text: '03/2020–', x: 64, y: 313, size: 10 },
          {
            text: 'Professeure ordinaire, Université de la Lukaya, Faculté des sciences agronomiques',
            x: 147,
            y: 313,
            size: 10,
          },
          { text: "aujourd'hui", x: 64, y: 327, size: 10 },
        ],
      ]),
    );
    assert.deepEqual(
      resume.education.map(({ school, degree }) => [school, degree]),
      [['Saale Institute of Agricultural Sciences', 'PhD in Soil Science']],
    );
    assert.deepEqual(
      resume.experience.map(({ company, title }) => [company, title]),
      [['Université de la Lukaya, Faculté des sciences agronomiques', 'Professeure ordinaire']],
    );
  });

  it('reads "S.A. de C.V.", "C.A." and a town "am Neckar" after an employer, and "hoje" as a role still held', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'Yu-Ting (Vivian) Hsieh', x: 43, y: 60, size: 22 },
          { text: 'EXPERIENCIA', x: 43, y: 238, size: 11, style: 'bold' },
          { text: 'Envíos Pipil, S.A. de C.V.', x: 43, y: 256, size: 10.5 },
          { text: 'San Salvador', x: 480, y: 256, size: 10.5 },
          { text: 'Cofundadora y Directora General', x: 43, y: 270, size: 10.5 },
          { text: '08/2020 - Actual', x: 470, y: 270, size: 10.5 },
          { text: '• Entregas el mismo día para 640 tiendas en línea', x: 43, y: 285, size: 10.5 },
          { text: 'Cofundadora e CEO', x: 43, y: 319, size: 8.5 },
          { text: 'fevereiro 2021 – hoje', x: 440, y: 319, size: 8.5 },
          { text: 'Fornada Tecnologia, C.A. · Valencia', x: 43, y: 333, size: 9.5 },
          { text: '• Encomendas e crédito de insumos para 1.350 padarias', x: 43, y: 348, size: 9.5 },
          { text: 'Entwicklungsingenieurin', x: 43, y: 380, size: 9.5 },
          { text: '03/2016 – 04/2019', x: 470, y: 380, size: 9.5 },
          { text: 'Neckar Fahrzeugelektronik GmbH, Esslingen am Neckar', x: 43, y: 394, size: 9.5 },
        ],
      ]),
    );
    assert.equal(resume.full_name, 'Yu-Ting (Vivian) Hsieh');
    assert.deepEqual(
      resume.experience.map(({ company, title, to }) => [company, title, to]),
      [
        ['Envíos Pipil, S.A. de C.V.', 'Cofundadora y Directora General', 'Actual'],
        ['Fornada Tecnologia, C.A.', 'Cofundadora e CEO', 'hoje'],
        ['Neckar Fahrzeugelektronik GmbH', 'Entwicklungsingenieurin', '04/2019'],
      ],
    );
  });
});

describe('parseResume: layouts held-out v16 showed it missed', () => {
  it('reads "Incarichi accademici e professionali" as experience, a "W.L.L." employer and an orthodontist', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'Luciana Mastrangelo', x: 200, y: 78, size: 14.2 },
          { text: 'INCARICHI ACCADEMICI E PROFESSIONALI', x: 64, y: 264, size: 8.2, style: 'bold' },
          { text: '04/2016–oggi', x: 64, y: 283, size: 10 },
          { text: 'Professoressa associata, Istituto Agrario del Litorale', x: 147, y: 283, size: 10 },
          { text: '02/2010–03/2016', x: 64, y: 300, size: 10 },
          { text: 'Orthodontist, Muharraq Dental Centre W.L.L.', x: 147, y: 300, size: 10 },
        ],
      ]),
    );
    assert.deepEqual(
      resume.experience.map(({ company, title }) => [company, title]),
      [
        ['Istituto Agrario del Litorale', 'Professoressa associata'],
        ['Muharraq Dental Centre W.L.L.', 'Orthodontist'],
      ],
    );
  });
});

describe('parseResume: layouts held-out v17 showed it missed', () => {
  it('reads a name that starts with an apostrophe and an e-mail that wrapped after its last dot', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: '’Malineo Ntsekhe', x: 200, y: 70, size: 30 },
          { text: 'Co-founder & COO · Boea Trace', x: 200, y: 94, size: 13 },
          { text: 'GET IN TOUCH', x: 15, y: 118, size: 10, style: 'bold' },
          { text: 'Email:', x: 15, y: 139, size: 9.5 },
          { text: 'malineo.ntsekhe@example.', x: 15, y: 151, size: 9.5 },
          { text: 'com', x: 15, y: 164, size: 9.5 },
        ],
      ]),
    );
    assert.equal(resume.full_name, '’Malineo Ntsekhe');
    assert.equal(resume.email, 'malineo.ntsekhe@example.com');
  });

  it('reads a French Europass: "Compétences numériques" run into its list, languages rated "Somali : C1"', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'Fatouma Ali Houmed', x: 195, y: 67, size: 16 },
          { text: 'PERSONAL SKILLS', x: 103, y: 502, size: 9 },
          { text: 'Mother tongue(s) Afar', x: 110, y: 520, size: 8.5 },
          { text: 'Other language(s) Français : C2', x: 107, y: 538, size: 8.5 },
          { text: 'Somali : C1', x: 195, y: 551, size: 9 },
          { text: 'Arabe : B2', x: 195, y: 563, size: 9 },
          { text: 'Compétences numériques • Épidémiologie vétérinaire', x: 72, y: 623, size: 9 },
          { text: '• 1C:Enterprise', x: 195, y: 637, size: 9 },
          { text: '• QGIS', x: 195, y: 650, size: 9 },
        ],
      ]),
    );
    assert.deepEqual(resume.skills, ['Épidémiologie vétérinaire', '1C:Enterprise', 'QGIS']);
  });

  it('reads a "Higher Education Centre" as the school', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'SHIRIN REZAEI-FARAHANI', x: 195, y: 78, size: 14.2 },
          { text: 'EDUCATION', x: 64, y: 162, size: 8.2, style: 'bold' },
          { text: 'Sep 2002–Jun 2006', x: 64, y: 181, size: 10 },
          { text: 'BSc in Food Science and Engineering, Ferdows Higher Education Centre', x: 147, y: 181, size: 10 },
        ],
      ]),
    );
    assert.deepEqual(
      resume.education.map(({ school, degree }) => [school, degree]),
      [['Ferdows Higher Education Centre', 'BSc in Food Science and Engineering']],
    );
  });
});

describe('parseResume: layouts held-out v18 showed it missed', () => {
  it('reads a country code in parentheses and a North American number with its "1-"', async () => {
    const phoneOf = async (line: string) =>
      (
        await parseResumePdf(
          await textPdf([
            [
              { text: 'Kervin St. Juste', x: 230, y: 58, size: 22 },
              { text: line, x: 59, y: 75, size: 9.5 },
              { text: 'SUMMARY', x: 43, y: 97, size: 11, style: 'bold' },
              {
                text: 'Agronomist and founder of Morne Fresh, which buys vegetables from hillside farmers.',
                x: 43,
                y: 114,
                size: 10.5,
              },
            ],
          ]),
        )
      ).phone;
    assert.equal(await phoneOf('(+248) 2 555 147'), '(+248) 2 555 147');
    assert.equal(await phoneOf('kervin@example.com • 1-758-555-0129 • Soufrière'), '1-758-555-0129');
  });

  it('reads an ISO range wrapped inside its end date, and a ministry named with its portfolio', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'NIVI OLSEN HOEGH', x: 219, y: 78, size: 14.2 },
          { text: 'DEGREES', x: 64, y: 150, size: 8.2, style: 'bold' },
          {
            text: '2009-09–2011- MSc in Arctic Environmental Science, Ilisimatusarfik Graduate School',
            x: 64,
            y: 223,
            size: 10,
          },
          { text: '06', x: 64, y: 237, size: 10 },
          { text: 'EMPLOYMENT', x: 64, y: 294, size: 8.2, style: 'bold' },
          { text: '2013-09–2019-07 Agricultural Extension Officer', x: 64, y: 313, size: 10 },
          { text: 'Ministry of Agriculture, Fisheries and Rural Development', x: 147, y: 327, size: 10 },
        ],
      ]),
    );
    assert.deepEqual(
      resume.education.map(({ school, degree, grad }) => [school, degree, grad]),
      [['Ilisimatusarfik Graduate School', 'MSc in Arctic Environmental Science', '2011-06']],
    );
    assert.deepEqual(
      resume.experience.map(({ company, title }) => [company, title]),
      [['Ministry of Agriculture, Fisheries and Rural Development', 'Agricultural Extension Officer']],
    );
  });

  it('reads a training centre as a school, an employer without its province, and a German Europass', async () => {
    const tabular = await parseResumePdf(
      await textPdf([
        [
          { text: 'Maysa Orazowa', x: 51, y: 79, size: 22 },
          { text: 'Employment', x: 51, y: 234, size: 12, style: 'bold' },
          { text: 'Founder and Director    04/18 – present', x: 51, y: 254, size: 10 },
          { text: 'Gok Bakja Economic Society, Ahal province', x: 51, y: 268, size: 10 },
          { text: 'Education', x: 51, y: 401, size: 12, style: 'bold' },
          { text: 'Certificate in Protected Cultivation    03/16 – 06/16', x: 51, y: 453, size: 10 },
          { text: 'Antalya Greenhouse Training Centre, Antalya, Turkey', x: 51, y: 466, size: 10 },
        ],
      ]),
    );
    assert.deepEqual(
      tabular.experience.map(({ company, title }) => [company, title]),
      [['Gok Bakja Economic Society', 'Founder and Director']],
    );
    assert.deepEqual(
      tabular.education.map(({ school, degree }) => [school, degree]),
      [['Antalya Greenhouse Training Centre', 'Certificate in Protected Cultivation']],
    );
    const europass = await parseResumePdf(
      await textPdf([
        [
          { text: 'Erwin Loewen Penner', x: 195, y: 67, size: 16 },
          { text: 'BERUFSERFAHRUNG', x: 93, y: 234, size: 9 },
          { text: '01.2008 bis 02.2012 Verwalter', x: 96, y: 351, size: 8.5 },
          { text: 'Estancia Laguna Capitan, Mariscal Estigarribia', x: 195, y: 364, size: 9 },
          { text: 'PERSONAL SKILLS', x: 103, y: 475, size: 9 },
          { text: 'Fachkenntnisse • Rinderhaltung und Weidemanagement', x: 119, y: 583, size: 9 },
          { text: '• Genossenschaftswesen', x: 195, y: 598, size: 9 },
        ],
      ]),
    );
    assert.deepEqual(
      europass.experience.map(({ company, title }) => [company, title]),
      [['Estancia Laguna Capitan', 'Verwalter']],
    );
    assert.deepEqual(europass.skills, ['Rinderhaltung und Weidemanagement', 'Genossenschaftswesen']);
  });

  it('reads a short role whose months run "a" to a month as a role, not a page counter', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'María Florencia Etcheverry', x: 124, y: 58, size: 22 },
          { text: 'EXPERIENCIA', x: 43, y: 265, size: 11, style: 'bold' },
          { text: 'Fundadora y directora', x: 43, y: 283, size: 10.5 },
          { text: '04/19 a la fecha', x: 400, y: 283, size: 10.5 },
          { text: 'Cuenta Común S.A.S.', x: 43, y: 298, size: 10.5 },
          { text: 'Asistente contable', x: 43, y: 379, size: 10.5 },
          { text: '05/08 a 01/11', x: 400, y: 379, size: 10.5 },
          { text: 'Estudio Contable Larrañaga & Asociados', x: 43, y: 394, size: 10.5 },
        ],
      ]),
    );
    assert.deepEqual(
      resume.experience.map(({ company, title, from, to }) => [company, title, from, to]),
      [
        ['Cuenta Común S.A.S.', 'Fundadora y directora', '04/19', 'la fecha'],
        ['Estudio Contable Larrañaga & Asociados', 'Asistente contable', '05/08', '01/11'],
      ],
    );
  });
});

describe('parseResume: layouts held-out v19 showed it missed', () => {
  it('reads a Europass "to date", an employer with its legal form and towns, a particle run into a name', async () => {
    const europass = await parseResumePdf(
      await textPdf([
        [
          { text: 'Rannva i Haga', x: 195, y: 67, size: 16 },
          { text: 'WORK EXPERIENCE', x: 97, y: 234, size: 9 },
          { text: '02/2021 to date Founder and Chief Executive Officer', x: 116, y: 251, size: 9, style: 'bold' },
          { text: 'Notaeyga Sp/f, Torshavn', x: 195, y: 265, size: 9 },
          { text: '08/2015 to 01/2021 Site Engineer, Net and Mooring Systems', x: 100, y: 320, size: 9, style: 'bold' },
          { text: 'Vags Laksaaling P/f, Vagur, Suduroy', x: 195, y: 334, size: 9 },
        ],
      ]),
    );
    assert.deepEqual(
      europass.experience.map(({ company, title, from, to }) => [company, title, from, to]),
      [
        ['Notaeyga Sp/f', 'Founder and Chief Executive Officer', '02/2021', 'to date'],
        ['Vags Laksaaling P/f', 'Site Engineer, Net and Mooring Systems', '08/2015', '01/2021'],
      ],
    );
    const named = await parseResumePdf(
      await textPdf([
        [
          { text: 'Renita Laninbit deBrum', x: 191, y: 58, size: 22 },
          { text: 'renita@example.com · +682 55 214 · Majuro', x: 95, y: 75, size: 9.5 },
          { text: 'PROFESSIONAL EXPERIENCE', x: 43, y: 165, size: 11, style: 'bold' },
          { text: 'Ek Cold Chain, Inc. | Majuro', x: 43, y: 183, size: 10.5 },
          { text: 'Ralik Ratak Fisheries Cooperative | Majuro', x: 43, y: 246, size: 10.5 },
        ],
      ]),
    );
    assert.deepEqual([named.full_name, named.phone], ['Renita Laninbit deBrum', '+682 55 214']);
  });

  it('reads a range open on "à", towns with "de los", a faculty that is no town, and a "Rijksuniversiteit"', async () => {
    const french = await parseResumePdf(
      await textPdf([
        [
          { text: 'Marie-Noelle Hnawia', x: 51, y: 79, size: 22 },
          { text: 'Expériences professionnelles', x: 51, y: 234, size: 12, style: 'bold' },
          { text: 'septembre 2013 à', x: 51, y: 341, size: 10 },
          { text: 'Chargée de développement touristique', x: 184, y: 341, size: 10 },
          { text: 'décembre 2019', x: 51, y: 355, size: 10 },
          { text: 'Office du tourisme des îles Loyauté, Wé, Lifou', x: 184, y: 355, size: 10 },
        ],
      ]),
    );
    assert.deepEqual(
      french.experience.map(({ company, title, from, to }) => [company, title, from, to]),
      [
        [
          'Office du tourisme des îles Loyauté',
          'Chargée de développement touristique',
          'septembre 2013',
          'décembre 2019',
        ],
      ],
    );
    const spanish = await parseResumePdf(
      await textPdf([
        [
          { text: 'Yokasta Pena de los Santos', x: 195, y: 67, size: 16 },
          { text: 'EXPERIENCIA PROFESIONAL', x: 59, y: 234, size: 9 },
          { text: 'oct. 2018 – actualidad Fundadora y gerente general', x: 90, y: 251, size: 9 },
          { text: 'Cacao Cibao S.R.L., San Francisco de Macorís', x: 195, y: 265, size: 9 },
          { text: 'mar. 2010 – sep. 2018 Profesora asociada', x: 88, y: 320, size: 9 },
          { text: 'Universidad del Yaque, Facultad de Ciencias de la Tierra', x: 195, y: 334, size: 9 },
          { text: 'EDUCACIÓN Y FORMACIÓN', x: 64, y: 389, size: 9 },
          { text: 'ago. 2004 – jun. 2009 Ingeniería Agronómica', x: 92, y: 437, size: 8.5 },
          { text: 'Universidad Tecnológica del Yaque, Santiago de los Caballeros', x: 195, y: 450, size: 9 },
          { text: '2005–2008 BSc Biologie, Rijksuniversiteit Lauwersmeer', x: 92, y: 470, size: 8.5 },
        ],
      ]),
    );
    assert.deepEqual(
      spanish.experience.map(({ company }) => company),
      ['Cacao Cibao S.R.L.', 'Universidad del Yaque, Facultad de Ciencias de la Tierra'],
    );
    assert.deepEqual(
      spanish.education.map(({ school }) => school),
      ['Universidad Tecnológica del Yaque', 'Rijksuniversiteit Lauwersmeer'],
    );
  });
});

describe('parseResume: layouts held-out v20 showed it missed', () => {
  it('keeps legal forms written after a comma, and reads "jui." and a long association name under a title', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'Oscar Bonilla Euceda', x: 51, y: 79, size: 22 },
          { text: 'Trayectoria profesional', x: 51, y: 234, size: 12, style: 'bold' },
          { text: 'Fundador y gerente general    07/2019 – 12/2024', x: 51, y: 254, size: 10 },
          { text: 'Techo Firme, S. de R.L. de C.V., Tegucigalpa', x: 51, y: 268, size: 10 },
          { text: 'Agronomin    09.2012 – 03.2015', x: 51, y: 300, size: 10 },
          { text: 'Agrodata Morava a.s., Olomouc', x: 51, y: 314, size: 10 },
          { text: 'Cheffe de projet paiements    jui. 2016 – jan. 2021', x: 51, y: 346, size: 10 },
          { text: 'Cuidar+ Macau, Limitada, Taipa', x: 51, y: 360, size: 10 },
          { text: 'Coordenadora de serviços domiciliários    03/2014 – 08/2016', x: 51, y: 392, size: 10 },
          { text: 'Associação de Apoio à Terceira Idade da Areia Preta, Macau', x: 51, y: 406, size: 10 },
        ],
      ]),
    );
    assert.deepEqual(
      resume.experience.map(({ company, title }) => [company, title]),
      [
        ['Techo Firme, S. de R.L. de C.V.', 'Fundador y gerente general'],
        ['Agrodata Morava a.s.', 'Agronomin'],
        ['Cuidar+ Macau, Limitada', 'Cheffe de projet paiements'],
        ['Associação de Apoio à Terceira Idade da Areia Preta', 'Coordenadora de serviços domiciliários'],
      ],
    );
    assert.equal(resume.experience[2]!.from, 'jui. 2016');
  });

  it('reads an institute of an academy as the employer, and a second LinkedIn role whose title has no title word', async () => {
    const academic = await parseResumePdf(
      await textPdf([
        [
          { text: 'ZUZANA DURCEKOVA', x: 219, y: 78, size: 14.2 },
          { text: 'EMPLOYMENT', x: 64, y: 252, size: 8.2, style: 'bold' },
          { text: '01.2018–present', x: 64, y: 271, size: 10 },
          {
            text: 'Senior Researcher, Institute of Wood Chemistry, Central European Academy of Sciences, Bratislava',
            x: 147,
            y: 271,
            size: 10,
          },
        ],
      ]),
    );
    assert.deepEqual(
      academic.experience.map(({ company, title }) => [company, title]),
      [['Institute of Wood Chemistry, Central European Academy of Sciences', 'Senior Researcher']],
    );
    const linkedin = await parseResumePdf(
      await textPdf([
        [
          { text: 'Contact', x: 13, y: 48, size: 12.5, style: 'bold' },
          { text: 'leen@example.com', x: 13, y: 67, size: 10 },
          { text: 'Top Skills', x: 13, y: 141, size: 12.5, style: 'bold' },
          { text: 'Wine pairing', x: 13, y: 160, size: 10 },
          { text: 'Leen Abu-Ghazaleh', x: 206, y: 52, size: 26 },
          { text: 'Amman, Jordan', x: 206, y: 93, size: 10.5 },
          { text: 'Experience', x: 206, y: 193, size: 15 },
          { text: 'Jabal Al-Weibdeh Hotel', x: 206, y: 220, size: 12 },
          { text: '7 years 9 months', x: 206, y: 235, size: 10.5 },
          { text: 'Head Sommelier', x: 206, y: 252, size: 10.5, style: 'bold' },
          { text: 'September 2017 - February 2021 (3 years 6 months)', x: 206, y: 265, size: 10.5 },
          { text: 'Sommelier', x: 206, y: 290, size: 10.5, style: 'bold' },
          { text: 'June 2013 - August 2017 (4 years 3 months)', x: 206, y: 305, size: 10.5 },
        ],
      ]),
    );
    assert.deepEqual(
      linkedin.experience.map(({ company, title }) => [company, title]),
      [
        ['Jabal Al-Weibdeh Hotel', 'Head Sommelier'],
        ['Jabal Al-Weibdeh Hotel', 'Sommelier'],
      ],
    );
  });
});

describe('parseResume: layouts held-out v21 showed it missed', () => {
  it('reads a German Europass: "bis dato", a range wrapped before the year, "Berufliche Kompetenzen"', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'Jan-Hendrik Osswald', x: 195, y: 67, size: 16 },
          { text: 'BERUFSERFAHRUNG', x: 93, y: 234, size: 9 },
          { text: 'Mai 2019 bis dato Gründer und Geschäftsführer', x: 108, y: 251, size: 9 },
          { text: 'Alisio Eolica S.L., Puerto del Rosario', x: 195, y: 265, size: 9 },
          { text: 'September 2010 bis September Ingenieur Rotorblattprüfung', x: 48, y: 351, size: 8.5 },
          { text: '2012 Hanse Rotor AG, Bremerhaven', x: 162, y: 362, size: 9 },
          { text: 'PERSONAL SKILLS', x: 103, y: 490, size: 9 },
          { text: 'Berufliche Kompetenzen • Auslegung von Kleinwindanlagen', x: 80, y: 611, size: 9 },
          { text: '• Projektleitung', x: 195, y: 625, size: 9 },
        ],
      ]),
    );
    assert.deepEqual(
      resume.experience.map(({ company, title, from, to }) => [company, title, from, to]),
      [
        ['Alisio Eolica S.L.', 'Gründer und Geschäftsführer', 'Mai 2019', 'bis dato'],
        ['Hanse Rotor AG', 'Ingenieur Rotorblattprüfung', 'September 2010', 'September 2012'],
      ],
    );
    assert.deepEqual(resume.skills, ['Auslegung von Kleinwindanlagen', 'Projektleitung']);
  });

  it('reads a present wrapped in its column ("à ce" / "jour"), a whole range against the text, and "van \'t"', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: "Femke van 't Hooft", x: 216, y: 78, size: 14.2 },
          { text: 'POSTES OCCUPÉS', x: 64, y: 265, size: 8.2, style: 'bold' },
          {
            text: '01/2016–à ce Chargée de recherche, Institut de recherche agronomique des Antilles',
            x: 64,
            y: 285,
            size: 10,
          },
          { text: 'jour', x: 64, y: 298, size: 10 },
          {
            text: '2019–a la fecha Profesora-investigadora titular, Universidad Autónoma del Altiplano',
            x: 64,
            y: 330,
            size: 10,
          },
          { text: '2015–2019', x: 64, y: 347, size: 10 },
          { text: 'Profesora-investigadora asociada, Universidad Autónoma del Altiplano', x: 147, y: 347, size: 10 },
        ],
      ]),
    );
    assert.equal(resume.full_name, "Femke van 't Hooft");
    assert.deepEqual(
      resume.experience.map(({ company, title, from, to }) => [company, title, from, to]),
      [
        ['Institut de recherche agronomique des Antilles', 'Chargée de recherche', '01/2016', 'à ce jour'],
        ['Universidad Autónoma del Altiplano', 'Profesora-investigadora titular', '2019', 'a la fecha'],
        ['Universidad Autónoma del Altiplano', 'Profesora-investigadora asociada', '2015', '2019'],
      ],
    );
  });
});

describe('parseResume: layouts held-out v22 showed it missed', () => {
  it('reads legal forms AD, e. V., S.à r.l. and PLLC, a Brazilian mobile and "Dr.-Ing."', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'HENRIQUE KUEHL SCHWERTFEGER', x: 162, y: 78, size: 14.2 },
          { text: 'Tel.: +55 47 9 8555-2147 · Blumenau, Santa Catarina, Brasilien', x: 68, y: 110, size: 9 },
          { text: 'AKADEMISCHER WERDEGANG', x: 64, y: 148, size: 8.2, style: 'bold' },
          { text: '04/2011–09/2015', x: 64, y: 168, size: 10 },
          { text: 'Dr.-Ing. Textiltechnik, Rheinisch-Bergische Technische Hochschule', x: 147, y: 168, size: 10 },
          { text: 'BERUFLICHE STATIONEN', x: 64, y: 249, size: 8.2, style: 'bold' },
          { text: '04/2011–12/2017', x: 64, y: 298, size: 10 },
          {
            text: 'Wissenschaftlicher Mitarbeiter, Forschungsinstitut für Technische Textilien e. V.',
            x: 147,
            y: 298,
            size: 10,
          },
          { text: '2014-02 to 2017-08 Software Tester', x: 99, y: 351, size: 8.5 },
          { text: 'Zeta Telecom AD, Podgorica', x: 195, y: 364, size: 9 },
          { text: '2011-01 to 2014-01 Fund Accountant', x: 99, y: 390, size: 8.5 },
          { text: 'Kirchberg Fund Services S.à r.l., Luxembourg', x: 195, y: 403, size: 9 },
          { text: '2009-01 to 2010-12 Staff Engineer', x: 99, y: 429, size: 8.5 },
          { text: 'Crucian Structural Engineers, PLLC, Christiansted', x: 195, y: 442, size: 9 },
        ],
      ]),
    );
    assert.equal(resume.phone, '+55 47 9 8555-2147');
    assert.deepEqual(
      resume.education.map(({ school, degree }) => [school, degree]),
      [['Rheinisch-Bergische Technische Hochschule', 'Dr.-Ing. Textiltechnik']],
    );
    assert.deepEqual(
      resume.experience.map(({ company }) => company),
      [
        'Forschungsinstitut für Technische Textilien e. V.',
        'Zeta Telecom AD',
        'Kirchberg Fund Services S.à r.l.',
        'Crucian Structural Engineers, PLLC',
      ],
    );
  });

  it('reads a Dutch Europass: a compound "hogeschool", a "Postgraduaat", "Beroepsvaardigheden"; and an IUT', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'Wannes Van den Eynde', x: 195, y: 67, size: 16 },
          { text: 'OPLEIDING EN VORMING', x: 73, y: 365, size: 9 },
          { text: '09/16 – 06/17 Postgraduaat Douane en Accijnzen', x: 125, y: 382, size: 9 },
          { text: 'Handelshogeschool Scheldeland, Antwerpen', x: 195, y: 395, size: 9 },
          {
            text: '09/09 – 06/10 Licence professionnelle Qualité en industrie agroalimentaire',
            x: 64,
            y: 449,
            size: 9,
          },
          { text: 'IUT de Saint-Brieuc-Armor, Saint-Brieuc', x: 195, y: 462, size: 9 },
          { text: 'PERSONAL SKILLS', x: 103, y: 500, size: 9 },
          { text: 'Beroepsvaardigheden • Douanewetboek van de Unie (DWU)', x: 91, y: 586, size: 9 },
          { text: '• Incoterms 2020', x: 195, y: 600, size: 9 },
        ],
      ]),
    );
    assert.deepEqual(
      resume.education.map(({ school, degree }) => [school, degree]),
      [
        ['Handelshogeschool Scheldeland', 'Postgraduaat Douane en Accijnzen'],
        ['IUT de Saint-Brieuc-Armor', 'Licence professionnelle Qualité en industrie agroalimentaire'],
      ],
    );
    assert.deepEqual(resume.skills, ['Douanewetboek van de Unie (DWU)', 'Incoterms 2020']);
  });
});

describe('parseResume: layouts held-out v24 showed it missed', () => {
  it('reads a dates column so narrow that months, years and ends of ranges wrap, even against the text', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'YASMINE BENAISSA', x: 223, y: 78, size: 14.2 },
          { text: 'y.benaissa@example.org · +213 555 21 47 36 · Oran, Algeria', x: 79, y: 124, size: 9 },
          { text: 'EDUCATION', x: 64, y: 150, size: 8.2, style: 'bold' },
          { text: 'September', x: 64, y: 210, size: 10 },
          { text: 'Master in Renewable Energy Systems, National Polytechnic School of the', x: 147, y: 210, size: 10 },
          { text: '2009–July 2011 West', x: 64, y: 223, size: 10 },
          { text: 'September', x: 64, y: 240, size: 10 },
          { text: 'State Engineer Diploma in Electrotechnics, National Polytechnic School', x: 147, y: 240, size: 10 },
          { text: '2004–June 2009of the West', x: 64, y: 253, size: 10 },
          { text: 'EMPLOYMENT', x: 64, y: 280, size: 8.2, style: 'bold' },
          {
            text: 'October 2016– Assistant Professor (Maître de Conférences B), University of Oran',
            x: 64,
            y: 330,
            size: 10,
          },
          { text: 'October 2020 Littoral, Oran', x: 64, y: 343, size: 10 },
          {
            text: 'October 2009– Research Engineer, Research Unit for Solar Energy in Arid Zones, Ghardaia',
            x: 64,
            y: 360,
            size: 10,
          },
          { text: 'September', x: 64, y: 373, size: 10 },
          { text: '2011', x: 64, y: 387, size: 10 },
          { text: 'LANGUAGES', x: 64, y: 606, size: 8.2, style: 'bold' },
          { text: '• Arabic and French (native), English (fluent), Tamazight (spoken)', x: 64, y: 625, size: 10 },
        ],
      ]),
    );
    // The first school wrapped into a cell of its own ("West"), the second against the dates ("2009of the West").
    assert.deepEqual(
      resume.education.map(({ degree, grad }) => [degree, grad]),
      [
        ['Master in Renewable Energy Systems', 'July 2011'],
        ['State Engineer Diploma in Electrotechnics', 'June 2009'],
      ],
    );
    assert.equal(resume.education[0]!.school, 'National Polytechnic School of the West');
    assert.deepEqual(
      resume.experience.map(({ title, from, to }) => [title, from, to]),
      [
        ['Assistant Professor (Maître de Conférences B)', 'October 2016', 'October 2020'],
        ['Research Engineer', 'October 2009', 'September 2011'],
      ],
    );
  });

  it('keeps a title with a comma over its employer, reads S.C.A., G.K., "até o momento", "Audit Senior" and scientists', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'Ana Luísa Kato', x: 195, y: 67, size: 16 },
          { text: 'E-mail n.crameri-', x: 15, y: 139, size: 9.5 },
          { text: 'tognina@example.org', x: 15, y: 151, size: 9.5 },
          { text: 'WORK EXPERIENCE', x: 81, y: 222, size: 9 },
          { text: '2016-03 – 2020-10 KYC Analyst, Private Banking', x: 103, y: 296, size: 9 },
          { text: 'Banque Alzette & Cie S.C.A., Luxembourg', x: 195, y: 309, size: 9 },
          { text: 'abr. 2019 até o momento Fundadora e diretora', x: 103, y: 340, size: 9 },
          { text: 'Ponte Nikkei Serviços Educacionais G.K., Hamamatsu', x: 195, y: 353, size: 9 },
          { text: '2009-09 – 2012-08 Audit Senior', x: 103, y: 384, size: 9 },
          { text: 'Brockmore Vaudin LLP, Southampton', x: 195, y: 397, size: 9 },
          { text: '2006-01 – 2009-08 Regional Epidemiologist', x: 103, y: 428, size: 9 },
          { text: 'Lubombo Regional Health Management Team, Siteki', x: 195, y: 441, size: 9 },
        ],
      ]),
    );
    assert.equal(resume.email, 'n.crameri-tognina@example.org');
    assert.deepEqual(
      resume.experience.map(({ company, title, to }) => [company, title, to]),
      [
        ['Banque Alzette & Cie S.C.A.', 'KYC Analyst, Private Banking', '2020-10'],
        ['Ponte Nikkei Serviços Educacionais G.K.', 'Fundadora e diretora', 'o momento'],
        ['Brockmore Vaudin LLP', 'Audit Senior', '2012-08'],
        ['Lubombo Regional Health Management Team', 'Regional Epidemiologist', '2009-08'],
      ],
    );
  });

  it('joins an address whose domain wrapped at a hyphen, but no line ending "Inc." to the next address', async () => {
    const wrapped = await parseResumePdf(
      await textPdf([
        [
          { text: 'Vaimiti Teriitehau', x: 43, y: 60, size: 20 },
          { text: 'vaimiti@poerava-', x: 422, y: 31, size: 9 },
          { text: 'creation.example.com', x: 422, y: 42, size: 9 },
          { text: 'EXPÉRIENCE', x: 43, y: 140, size: 11, style: 'bold' },
          { text: 'Directrice artistique, Poerava Création SARL, Papeete', x: 43, y: 160, size: 10 },
        ],
      ]),
    );
    assert.equal(wrapped.email, 'vaimiti@poerava-creation.example.com');
    const signed = await parseResumePdf(
      await textPdf([
        [
          { text: 'Omori Sayaka', x: 43, y: 60, size: 20 },
          { text: 'Hokuriku Kaigan Holdings Inc.', x: 43, y: 90, size: 9 },
          { text: 'omori.sayaka@example.org', x: 43, y: 102, size: 9 },
          { text: 'EXPERIENCE', x: 43, y: 140, size: 11, style: 'bold' },
          { text: 'Research Engineer, Hokuriku Kaigan Holdings Inc., Kanazawa', x: 43, y: 160, size: 10 },
        ],
      ]),
    );
    assert.equal(signed.email, 'omori.sayaka@example.org');
  });

  it('reads "Tecnologías" as the skills, and no languages or signature among them', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'Yusleidy Arencibia Pupo', x: 45, y: 60, size: 20 },
          { text: 'E X P E R I E N C I A', x: 45, y: 217, size: 11 },
          { text: 'Fundadora y gerente general', x: 45, y: 237, size: 8.5 },
          { text: 'octubre 2021 – la actualidad', x: 300, y: 237, size: 8.5 },
          { text: 'Código Central S.R.L. · Santa Clara', x: 45, y: 250, size: 9.5 },
          { text: 'T E C N O L O G Í A S', x: 45, y: 460, size: 11 },
          { text: 'Java', x: 52, y: 481, size: 9.5 },
          { text: 'Spring Boot', x: 120, y: 481, size: 9.5 },
          { text: 'Odoo', x: 220, y: 481, size: 9.5 },
          { text: 'Kenntnisse', x: 51, y: 495, size: 12, style: 'bold' },
          { text: 'Betrieb', x: 51, y: 532, size: 10 },
          { text: 'Einsatzplanung, Angebotskalkulation, Microsoft Dynamics NAV', x: 184, y: 532, size: 10 },
          { text: 'Sprachen', x: 51, y: 550, size: 10 },
          { text: 'Deutsch und Dänisch (Muttersprachen), Sønderjysk, Englisch', x: 184, y: 550, size: 10 },
          { text: 'Apenrade, im Dezember 2024', x: 51, y: 599, size: 10 },
        ],
      ]),
    );
    assert.deepEqual(resume.skills, [
      'Java',
      'Spring Boot',
      'Odoo',
      'Einsatzplanung',
      'Angebotskalkulation',
      'Microsoft Dynamics NAV',
    ]);
  });

  it('names scientists by their field as titles', () => {
    for (const word of ['hydrologist', 'epidemiologist', 'hydrologue', 'hidrologo', 'biologe', 'senior']) {
      assert.ok(isTitleWord(word), word);
    }
    for (const word of ['technologie', 'biology', 'ecologia']) assert.ok(!isTitleWord(word), word);
  });
});

describe('parseResume: layouts held-out v25 showed it missed', () => {
  it('reads an employer under a qualified title, a bulleted skill after its run-in label, and "Ingeniería" as a degree', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'Kareem Hodge', x: 45, y: 60, size: 20 },
          { text: 'E X P E R I E N C E', x: 45, y: 240, size: 11 },
          { text: 'Business Analyst, Government Digital Services', x: 45, y: 286, size: 10.5, style: 'bold' },
          { text: '2017/05 to 2021/07', x: 420, y: 286, size: 10.5 },
          { text: 'Anguilla Information & Technology Unit (GoA) · The Valley', x: 45, y: 300, size: 9.5 },
          { text: 'E S T U D I O S', x: 45, y: 330, size: 11 },
          { text: 'Instituto Superior de Agronomía del Cibao', x: 45, y: 350, size: 10.5 },
          { text: 'Santiago de los Caballeros', x: 420, y: 350, size: 10.5 },
          { text: 'Ingeniería Agronómica, mención Cultivos Tropicales', x: 45, y: 364, size: 10.5 },
          { text: 'agosto 2004 a julio 2009', x: 420, y: 364, size: 10.5 },
          { text: 'Formation', x: 45, y: 420, size: 11, style: 'bold' },
          { text: "Diplôme d'université Valorisation des macro-algues", x: 51, y: 466, size: 10 },
          { text: 'janvier 2019 – juin 2019', x: 420, y: 466, size: 10 },
          { text: "École d'ingénieurs en biotechnologies marines de Brest, Brest", x: 51, y: 480, size: 10 },
          { text: 'PERSONAL SKILLS', x: 103, y: 560, size: 9 },
          { text: 'Professional skills • GMP / ICH Q10 quality systems', x: 109, y: 599, size: 9 },
          { text: '• Cleanroom qualification (ISO 14644)', x: 195, y: 626, size: 9 },
        ],
      ]),
    );
    assert.deepEqual(
      resume.experience.map(({ company, title }) => [company, title]),
      [['Anguilla Information & Technology Unit (GoA)', 'Business Analyst, Government Digital Services']],
    );
    assert.deepEqual(
      resume.education.map(({ school, degree }) => [school, degree]),
      [
        ['Instituto Superior de Agronomía del Cibao', 'Ingeniería Agronómica, mención Cultivos Tropicales'],
        [
          "École d'ingénieurs en biotechnologies marines de Brest",
          "Diplôme d'université Valorisation des macro-algues",
        ],
      ],
    );
    assert.deepEqual(resume.skills, ['GMP / ICH Q10 quality systems', 'Cleanroom qualification (ISO 14644)']);
  });

  it('joins a title wrapped beside a range in the same cell, and reads "at" after a comma as part of a name', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'MARIAM SIDIBE-TRAORE', x: 223, y: 78, size: 14.2 },
          { text: 'm.sidibe-traore@example.org · +223 76 55 21 48 · Bamako, Mali', x: 157, y: 124, size: 9 },
          { text: 'POSITIONS HELD', x: 64, y: 252, size: 8.2, style: 'bold' },
          {
            text: '2018–present Senior Lecturer (Maître-Assistante) in Hydrology and Water Resources, University of the Sahel',
            x: 64,
            y: 271,
            size: 10,
          },
          { text: 'at Bamako, Bamako', x: 127, y: 285, size: 10 },
          {
            text: '2015–2018 Research Hydrologist, Niger Basin Water Observatory (NBWO), Ségou',
            x: 64,
            y: 301,
            size: 10,
          },
          { text: 'LANGUAGES', x: 64, y: 606, size: 8.2, style: 'bold' },
          { text: '• Bambara and French (native), English (fluent)', x: 64, y: 625, size: 10 },
        ],
      ]),
    );
    assert.deepEqual(
      resume.experience.map(({ company, title }) => [company, title]),
      [
        ['University of the Sahel at Bamako', 'Senior Lecturer (Maître-Assistante) in Hydrology and Water Resources'],
        ['Niger Basin Water Observatory (NBWO)', 'Research Hydrologist'],
      ],
    );
  });
});

describe('parseResume: layouts held-out v26 showed it missed', () => {
  it('reads a Niuean phone, "Learning" as the education and skills listed with spaced dashes', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'FAKAALOFA LAHI ATU', x: 22, y: 60, size: 11 },
          { text: 'Mele Pulehetoa', x: 22, y: 80, size: 20 },
          { text: '+683 5521', x: 413, y: 53, size: 9 },
          { text: 'W O R K', x: 22, y: 234, size: 11 },
          { text: 'Founder, Hulahula Honey', x: 22, y: 254, size: 10, style: 'bold' },
          { text: 'L E A R N I N G', x: 22, y: 312, size: 11 },
          { text: 'Bachelor of Design (Communication Design)', x: 22, y: 334, size: 9 },
          { text: 'Auckland School of Design and Visual Arts', x: 22, y: 359, size: 9 },
          { text: 'S AV O I R - FA I R E', x: 22, y: 427, size: 11 },
          {
            text: 'Logistique du froid – Douane et certificats sanitaires – Négociation avec les coopératives – Gestion de',
            x: 22,
            y: 445,
            size: 9.5,
          },
          { text: 'stock – EBP Compta', x: 22, y: 458, size: 9.5 },
        ],
      ]),
    );
    assert.equal(resume.phone, '+683 5521');
    assert.deepEqual(
      resume.education.map(({ school, degree }) => [school, degree]),
      [['Auckland School of Design and Visual Arts', 'Bachelor of Design (Communication Design)']],
    );
    assert.deepEqual(resume.skills, [
      'Logistique du froid',
      'Douane et certificats sanitaires',
      'Négociation avec les coopératives',
      'Gestion de stock',
      'EBP Compta',
    ]);
  });
  it('joins a wrapped employer after a comma, beside a range printed in the same cell', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'LUCIANA MASTRANGELO', x: 202, y: 78, size: 14.2 },
          {
            text: 'luciana.mastrangelo@example.org · +54 9 341 555-2184 · Rosario, Argentina',
            x: 103,
            y: 124,
            size: 9,
          },
          { text: 'INCARICHI ACCADEMICI E PROFESSIONALI', x: 64, y: 264, size: 8.2, style: 'bold' },
          {
            text: '04/2016–oggi Ricercatrice e professoressa associata di microbiologia, Universidad del Paraná Medio,',
            x: 64,
            y: 283,
            size: 10,
          },
          { text: 'Facultad de Ciencias Agrarias', x: 128, y: 297, size: 10 },
          {
            text: '08/2019–oggi Cofondatrice e Chief Scientific Officer, Suelo Vivo S.A.S., Rosario',
            x: 64,
            y: 313,
            size: 10,
          },
          { text: 'LINGUE', x: 64, y: 606, size: 8.2, style: 'bold' },
          { text: '• Spagnolo (madrelingua), italiano (C2), inglese (C1)', x: 64, y: 625, size: 10 },
        ],
      ]),
    );
    assert.deepEqual(
      resume.experience.map(({ company, title }) => [company, title]),
      [
        [
          'Universidad del Paraná Medio, Facultad de Ciencias Agrarias',
          'Ricercatrice e professoressa associata di microbiologia',
        ],
        ['Suelo Vivo S.A.S.', 'Cofondatrice e Chief Scientific Officer'],
      ],
    );
  });
});

describe('parseResume: layouts held-out v27 showed it missed', () => {
  it('reads an Iban name joined by "anak", and an area code in parentheses before one group of digits', async () => {
    const resume = await parseResumePdf(
      await textPdf([
        [
          { text: 'Melissa Sulang anak Jimbun', x: 60, y: 70, size: 30 },
          { text: 'Head of Product, Digital Payments', x: 60, y: 94, size: 13 },
          { text: 'Mobil: +374 (93) 552147', x: 60, y: 112, size: 8.5 },
          { text: 'W O R K E X P E R I E N C E', x: 45, y: 193, size: 11 },
          { text: 'Head of Product', x: 45, y: 212, size: 8.5 },
          { text: 'Mar 2021 – Present', x: 300, y: 212, size: 8.5 },
          { text: 'Padungan Software Solutions Sdn. Bhd. · Kuching', x: 45, y: 225, size: 9.5 },
        ],
      ]),
    );
    assert.deepEqual([resume.full_name, resume.phone], ['Melissa Sulang anak Jimbun', '+374 (93) 552147']);
  });
});
