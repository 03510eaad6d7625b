#include "orcus/encountergrades.h"

namespace battlemat {

QString EncounterGrades::problem() const
{
    const double factors[] = {easy, standard, hard, deadly};
    const char *const names[] = {"easy", "standard", "hard", "deadly"};
    for (int i = 0; i < 4; ++i) {
        if (!(factors[i] > 0.0 && factors[i] <= 10.0))
            return QStringLiteral("the %1 grade's factor %2 is not above 0 and at most 10")
                .arg(QLatin1String(names[i]))
                .arg(factors[i]);
        if (i > 0 && factors[i] < factors[i - 1])
            return QStringLiteral("the %1 grade's factor %2 is below the %3 grade's %4: the grades rise from easy to "
                                  "deadly")
                .arg(QLatin1String(names[i]))
                .arg(factors[i])
                .arg(QLatin1String(names[i - 1]))
                .arg(factors[i - 1]);
    }
    return {};
}

} // namespace battlemat
