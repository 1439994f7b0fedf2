// Words the parsers recognise: English function words tell prose from gibberish.

export const FUNCTION_WORDS = new Set(
  (
    'about after all also an and any are as at be because been but by can could do each for from get has have ' +
    'he her his how if in into is it its just like make more most my new no not now of on one only or other ' +
    'our out over people so some such than that the their them then there these they this time to up us use ' +
    'was we were what when where which while who will with would you your first two many much very well ' +
    'off down back through between under before should may might must own same both few those'
  ).split(' '),
);
