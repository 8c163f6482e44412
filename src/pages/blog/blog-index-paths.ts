/** Posts per page of the blog index: the index's HTML stays the same size however many posts there are. */
export const POSTS_PER_INDEX_PAGE = 12;

/** The blog index's pages: /blog, then /blog/page/2, /blog/page/3, … */
export const blogIndexPath = (page: number) => (page === 1 ? '/blog' : `/blog/page/${page}`);
