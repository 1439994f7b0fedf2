import styled from '@emotion/styled';
import { useId } from 'react';

export type BarChartDatum = {
  /** The bar's tick on the x axis, e.g. the page number "3". */
  label: string;
  /** The bar's length; negative values are drawn as 0. */
  value: number;
};

export type BarChartProps = {
  /** The chart's caption and accessible name, e.g. "Reading time per page". */
  title: string;
  data: readonly BarChartDatum[];
  /** A value as people read it: "42 s". Default: the number. */
  formatValue?: (value: number) => string;
  /** What one bar says to a screen reader (and in its tooltip). Default: "3: 42 s". */
  describeBar?: (datum: BarChartDatum, formattedValue: string) => string;
  /** Shown instead of the chart when there is no data. */
  emptyMessage?: string;
};

/*
 * Geometry in CSS pixels: the chart keeps its natural size (one page's bar must not fill a wide dialog) and the
 * figure scrolls sideways when a long document's bars are wider than their container.
 */
const SLOT = 24;
const BAR = 16;
const PLOT_HEIGHT = 120;
const TOP = 16;
const AXIS_GAP = 16;
const LEFT = 40;
const RIGHT = 8;
/** Past this many bars only every n-th tick is labelled, so the labels do not overlap. */
const MAX_TICKS = 20;

const StyledFigure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  overflow-x: auto;
`;

const StyledCaption = styled.figcaption`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const StyledSvg = styled.svg`
  display: block;
  flex: none;
  font-family: inherit;
  text {
    fill: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  line {
    stroke: ${({ theme }) => theme.colors.border};
  }
`;

const StyledBar = styled.rect`
  fill: ${({ theme }) => theme.colors.brand};
  &:hover {
    fill: ${({ theme }) => theme.colors.brandHover};
  }
`;

const StyledEmpty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const defaultDescribe = (datum: BarChartDatum, formattedValue: string) => `${datum.label}: ${formattedValue}`;

/**
 * A small bar chart in plain SVG (no charting dependency): one bar per datum, its length proportional to the value,
 * the largest reaching the top. Each bar is an image named by `describeBar` ("Page 3: 42 s"), so the chart reads as
 * a list of values without the picture.
 */
export const BarChart = ({
  title,
  data,
  formatValue = String,
  describeBar = defaultDescribe,
  emptyMessage = 'No data yet',
}: BarChartProps) => {
  const captionId = useId();
  if (data.length === 0) {
    return (
      <StyledFigure aria-labelledby={captionId}>
        <StyledCaption id={captionId}>{title}</StyledCaption>
        <StyledEmpty>{emptyMessage}</StyledEmpty>
      </StyledFigure>
    );
  }

  const max = Math.max(...data.map((datum) => Math.max(0, datum.value)));
  const tickEvery = Math.ceil(data.length / MAX_TICKS);
  const width = LEFT + data.length * SLOT + RIGHT;
  const baseline = TOP + PLOT_HEIGHT;
  const height = baseline + AXIS_GAP;

  return (
    <StyledFigure aria-labelledby={captionId}>
      <StyledCaption id={captionId}>{title}</StyledCaption>
      <StyledSvg
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        role="group"
        aria-labelledby={captionId}
      >
        <text x={LEFT - 4} y={TOP} textAnchor="end" dominantBaseline="middle" aria-hidden="true">
          {formatValue(max)}
        </text>
        <text x={LEFT - 4} y={baseline} textAnchor="end" dominantBaseline="middle" aria-hidden="true">
          {formatValue(0)}
        </text>
        <line x1={LEFT} x2={width - RIGHT} y1={baseline} y2={baseline} aria-hidden="true" />
        {data.map((datum, index) => {
          const barHeight = max === 0 ? 0 : (Math.max(0, datum.value) / max) * PLOT_HEIGHT;
          const x = LEFT + index * SLOT + (SLOT - BAR) / 2;
          const name = describeBar(datum, formatValue(datum.value));
          return (
            <g key={`${datum.label}-${index}`}>
              <StyledBar x={x} y={baseline - barHeight} width={BAR} height={barHeight} role="img" aria-label={name}>
                <title>{name}</title>
              </StyledBar>
              {index % tickEvery === 0 ? (
                <text x={x + BAR / 2} y={height - 2} textAnchor="middle" aria-hidden="true">
                  {datum.label}
                </text>
              ) : null}
            </g>
          );
        })}
      </StyledSvg>
    </StyledFigure>
  );
};
