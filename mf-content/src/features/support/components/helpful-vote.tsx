import { useEffect, useState } from 'react';
import { showToast } from '@edu/shared/core';
import { errorMessage } from '@edu/shared/core';
import { invalidateQueries } from '../../../lib/use-query';
import { likeArticle } from '../api/like-article';
import type { SupportArticleVm } from '../api/get-article';
import './support.css';

/** 'Bài viết này có hữu ích?' Có / Không: one vote per visitor, changeable; the pressed button shows it. */
export function HelpfulVote({ article }: { article: SupportArticleVm }) {
  const [vote, setVote] = useState({ likes: article.likes, dislikes: article.dislikes, myVote: article.myVote });
  const [pending, setPending] = useState(false);
  const [thanked, setThanked] = useState(false);

  // A fresher answer (the visitor's own vote asked after hydration, the refetch after voting) updates the
  // counts in place: the thank-you stays on screen.
  useEffect(() => {
    setVote({ likes: article.likes, dislikes: article.dislikes, myVote: article.myVote });
  }, [article.likes, article.dislikes, article.myVote]);

  const send = async (like: boolean) => {
    if (pending || vote.myVote === like) return;
    setPending(true);
    try {
      setVote(await likeArticle(article.id, like));
      setThanked(true);
      invalidateQueries(['support-article']);
    } catch (error) {
      showToast(errorMessage(error, 'Không gửi được đánh giá, vui lòng thử lại.'), { kind: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="ct-helpful" aria-labelledby="ct-helpful-title">
      <h2 id="ct-helpful-title">Bài viết này có hữu ích?</h2>
      <button type="button" className="btn btn-outline" aria-pressed={vote.myVote === true} disabled={pending} onClick={() => send(true)}>
        {`Có (${vote.likes})`}
      </button>
      <button type="button" className="btn btn-outline" aria-pressed={vote.myVote === false} disabled={pending} onClick={() => send(false)}>
        {`Không (${vote.dislikes})`}
      </button>
      <p className="ct-helpful-thanks" role="status">
        {thanked ? 'Cảm ơn bạn đã đánh giá!' : ''}
      </p>
    </section>
  );
}
