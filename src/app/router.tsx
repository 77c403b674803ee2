import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Layout } from './shell/Layout';

// One chunk per page: the first visit downloads the shell and only the page it opens.
const HomePage = lazy(() => import('../site/home/HomePage'));
const ClassesPage = lazy(() => import('../site/classes/ClassesPage'));
const ClassDetailPage = lazy(() => import('../site/classes/ClassDetailPage'));
const PlannerPage = lazy(() => import('../planner/PlannerPage'));
const AboutPage = lazy(() => import('../site/about/AboutPage'));
const PrivacyPage = lazy(() => import('../site/privacy/PrivacyPage'));
const UnderConstructionPage = lazy(() => import('../site/underConstruction/UnderConstructionPage'));
const NotFoundPage = lazy(() => import('../site/notFound/NotFoundPage'));

/** Every route of the site inside the shell; unknown paths show the 404 page. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="classes" element={<ClassesPage />} />
        <Route path="class/:slug" element={<ClassDetailPage />} />
        <Route path="skill-trees" element={<PlannerPage />} />
        <Route path="guild-board" element={<UnderConstructionPage section="Guild Ad Board" />} />
        <Route
          path="under-construction"
          element={<UnderConstructionPage section="Under Construction" />}
        />
        <Route path="about" element={<AboutPage />} />
        <Route path="privacy" element={<PrivacyPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
