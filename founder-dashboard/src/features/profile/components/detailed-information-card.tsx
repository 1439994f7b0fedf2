import styled from '@emotion/styled';
import type { FounderProfile } from '@pear/shared/domain';
import { Badge } from '@pear/shared/ui';
import { DashboardCard, EditableField, StyledFieldList, StyledLink, StyledMuted } from '@pear/shared/dashboard';
import { externalUrl } from '@pear/shared/domain';

import { DETAIL_FIELDS, type EditableKey } from '../fields';

const StyledSubheading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  p {
    margin: 0;
  }
`;

const StyledInner = styled.ul`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  padding-left: ${({ theme }) => theme.space[4]};
`;

const StyledTags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  margin-top: ${({ theme }) => theme.space[1]};
`;

const StyledBlock = styled.section`
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
`;

const span = (from: string, to: string): string => [from, to].filter(Boolean).join(' – ');

function ReadOnlySections({ profile }: { profile: FounderProfile }) {
  const social = Object.entries(profile.social);
  return (
    <>
      <StyledBlock aria-label="Education">
        <StyledSubheading>Education</StyledSubheading>
        {profile.education.length === 0 ? (
          <StyledMuted>No education on file. Update your resume to add it.</StyledMuted>
        ) : (
          <StyledList>
            {profile.education.map((school, index) => (
              <li key={`${index}-${school.school}`}>
                <p>
                  <strong>{school.school || 'School not named'}</strong>
                </p>
                <p>{[school.degree, school.major].filter(Boolean).join(', ')}</p>
                {school.grad ? <StyledMuted>{school.grad}</StyledMuted> : null}
              </li>
            ))}
          </StyledList>
        )}
      </StyledBlock>
      <StyledBlock aria-label="Experience">
        <StyledSubheading>Experience</StyledSubheading>
        {profile.experience.length === 0 ? (
          <StyledMuted>No experience on file. Update your resume to add it.</StyledMuted>
        ) : (
          <StyledList>
            {profile.experience.map((job, index) => (
              <li key={`${index}-${job.company}-${job.title}`}>
                <p>
                  <strong>{[job.title, job.company].filter(Boolean).join(' at ')}</strong>
                </p>
                {job.from || job.to ? <StyledMuted>{span(job.from, job.to)}</StyledMuted> : null}
                {job.achievements.length > 0 ? (
                  <StyledInner>
                    {job.achievements.map((achievement, item) => (
                      <li key={`${item}-${achievement}`}>{achievement}</li>
                    ))}
                  </StyledInner>
                ) : null}
                {job.skills.length > 0 ? (
                  <StyledTags aria-label={`Skills used at ${job.company || 'this role'}`}>
                    {job.skills.map((skill) => (
                      <Badge key={skill} variant="outline">
                        {skill}
                      </Badge>
                    ))}
                  </StyledTags>
                ) : null}
              </li>
            ))}
          </StyledList>
        )}
      </StyledBlock>
      <StyledBlock aria-label="Skills">
        <StyledSubheading>Skills</StyledSubheading>
        {profile.skills.length === 0 ? (
          <StyledMuted>No skills on file.</StyledMuted>
        ) : (
          <StyledTags>
            {profile.skills.map((skill) => (
              <Badge key={skill} variant="secondary">
                {skill}
              </Badge>
            ))}
          </StyledTags>
        )}
      </StyledBlock>
      <StyledBlock aria-label="Social links">
        <StyledSubheading>Social links</StyledSubheading>
        {social.length === 0 ? (
          <StyledMuted>No social links on file.</StyledMuted>
        ) : (
          <StyledFieldList>
            {social.map(([network, link]) => {
              const href = externalUrl(link);
              return (
                <div key={network}>
                  <dt>{network}</dt>
                  <dd>
                    {href ? (
                      <StyledLink href={href} target="_blank" rel="noopener noreferrer">
                        {link}
                      </StyledLink>
                    ) : (
                      link
                    )}
                  </dd>
                </div>
              );
            })}
          </StyledFieldList>
        )}
      </StyledBlock>
    </>
  );
}

export type DetailedInformationCardProps = {
  profile: FounderProfile;
  /** The field being edited, if any (one at a time). */
  editing: EditableKey | null;
  saving: boolean;
  onEdit: (key: EditableKey | null) => void;
  onSave: (key: EditableKey, value: string) => void;
};

/** "Detailed Information": inline edit of phone, title, location, nationality, website, LinkedIn, industry, background. */
export function DetailedInformationCard({ profile, editing, saving, onEdit, onSave }: DetailedInformationCardProps) {
  return (
    <DashboardCard title="Detailed Information">
      <StyledFieldList>
        {profile.email ? (
          <div>
            <dt>E-mail</dt>
            <dd>{profile.email}</dd>
          </div>
        ) : null}
        {DETAIL_FIELDS.map((field) => (
          <EditableField
            key={field.key}
            label={field.label}
            value={profile[field.key]}
            link={'link' in field && field.link}
            multiline={'multiline' in field && field.multiline}
            editing={editing === field.key}
            locked={editing !== null && editing !== field.key}
            saving={saving && editing === field.key}
            onEdit={() => onEdit(field.key)}
            onCancel={() => onEdit(null)}
            onSave={(value) => onSave(field.key, value)}
          />
        ))}
      </StyledFieldList>
      <ReadOnlySections profile={profile} />
    </DashboardCard>
  );
}
