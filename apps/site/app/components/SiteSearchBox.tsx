import './SiteSearchBox.css';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Combobox } from '@lender/ui/combobox';
import { fetchSuggestions, useSuggestions, type SuggestFunction } from '../page-search-suggest.ts';

/** Where a search goes: /search?q=term, or the empty search page for an empty box. */
export function searchHref(term: string): string {
  const query = term.trim();
  return query === '' ? '/search' : `/search?${new URLSearchParams({ q: query })}`;
}

/**
 * The header's site search. Without JavaScript it is a plain GET form to /search. With it, the
 * box suggests searches as you type (SPEC §5, §9: from 3 characters, after a 300 ms pause),
 * keyboard navigable as a combobox; Enter or a chosen suggestion goes to /search?q=term.
 */
export function SiteSearchBox({ suggest = fetchSuggestions }: { suggest?: SuggestFunction }) {
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const suggestions = useSuggestions(term, suggest);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(searchHref(term));
  };

  return (
    <form
      action="/search"
      method="get"
      role="search"
      aria-label="Site"
      className="site-search"
      onSubmit={onSubmit}
    >
      <Combobox
        id="site-search-q"
        name="q"
        type="search"
        label="Search the site"
        className="site-search__field"
        value={term}
        onValueChange={setTerm}
        options={suggestions}
        listLabel="Search suggestions"
        onSelect={(suggestion) => {
          setTerm(suggestion);
          void navigate(searchHref(suggestion));
        }}
        maxLength={100}
      />
      <button type="submit" className="site-search__button">
        Search
      </button>
    </form>
  );
}
