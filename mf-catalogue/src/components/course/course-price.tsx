import type { PriceView } from '../../lib/price-view';
import '../ui/ui.css';
import './course.css';

export function CoursePrice({ price, large = false }: { price: PriceView; large?: boolean }) {
  return (
    <span className={large ? 'cat-price cat-price-lg' : 'cat-price'}>
      <span className={price.isFree ? 'cat-price-now cat-price-free' : 'cat-price-now'}>{price.current}</span>
      {price.old && (
        <s className="cat-price-old">
          <span className="cat-sr-only">Giá gốc </span>
          {price.old}
        </s>
      )}
    </span>
  );
}
