import type { ArticleBodySegment } from '../render-markdown.server.ts';
import { ReviewSteps } from './ReviewSteps.tsx';

/** An article's rendered Markdown, with its step-by-step list shown as a review stepper. */
export function ArticleBody({ segments }: { segments: readonly ArticleBodySegment[] }) {
  return (
    <div className="prose learn-article__body">
      {segments.map((segment, index) =>
        segment.kind === 'html' ? (
          // Rendered from our own Markdown at build time: raw HTML in it is escaped.
          <div key={index} dangerouslySetInnerHTML={{ __html: segment.html }} />
        ) : (
          <ReviewSteps key={index} label={segment.label} steps={segment.steps} />
        ),
      )}
    </div>
  );
}
