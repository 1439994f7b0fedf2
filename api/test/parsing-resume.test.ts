import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readResume, RESUME_LABELS, type ResumeFile, WORD_RESUME, wordExportResume } from '../../fixtures/resumes.mjs';
import { parseResumePdf } from '../src/modules/parsing/index.js';
import { textPdf } from './fixtures/pdf-builders.js';

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

  for (const [path, label] of Object.entries(RESUME_LABELS)) {
    it(`agrees with the labels of ${path}`, async () => {
      const resume = await parseFile(path.replace(/^resumes\//, '') as ResumeFile);
      const lower = (value: string | null | undefined) => value?.toLowerCase() ?? null;
      assert.equal(lower(resume.full_name), lower(label.full_name));
      assert.equal(resume.email, label.email);
      assert.equal(resume.phone, label.phone);
      assert.equal(resume.social.linkedin, label.linkedin);
      assert.deepEqual(
        resume.education.map((entry) => [entry.school, entry.degree]),
        label.education.map((entry) => [entry.school, entry.degree]),
      );
      assert.deepEqual(
        resume.experience.map((entry) => [entry.company, entry.title]),
        label.experience.map((entry) => [entry.company, entry.title]),
      );
      assert.deepEqual(resume.skills.slice(0, 10), label.skills);
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
