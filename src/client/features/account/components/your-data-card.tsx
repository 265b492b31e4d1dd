import { Download } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { USER_DATA_EXPORT_URL } from '../api/export-user-data';

/** Data portability: everything stored about the user as one JSON file. */
export function YourDataCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Your data</CardTitle>
        <CardDescription>
          Download everything we hold about you (account, preferences, analyses, tickets and teams) as a JSON
          file. Choose what we may use in{' '}
          <Link
            to="/settings"
            className="rounded font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none"
          >
            Privacy Settings
          </Link>
          .
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline" className="w-full">
          <a href={USER_DATA_EXPORT_URL} download>
            <Download aria-hidden="true" />
            Download my data
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}
