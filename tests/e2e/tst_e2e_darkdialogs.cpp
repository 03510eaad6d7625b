#include "appwindow.h"
#include "windowdriver.h"

#include <QQuickItem>
#include <QSettings>
#include <QTemporaryDir>

#include <cmath>

using WindowDriver::shown;

/**
 * View > Theme > Dark reaches the dialogs: each dialog the menus open, in the real window on the sample campaign, has
 * a dark background, and every text in it stands at 4.5:1 or more against what lies behind it (the nearest opaque
 * rectangle under it, else the dialog's own background). Controls' own texts (buttons, fields, menus) take the
 * controls' palette, which the theme test checks (tst_e2e_tokens).
 */
class TestE2eDarkDialogs : public QObject
{
    Q_OBJECT

    static qreal luminance(QColor c)
    {
        auto channel = [](qreal v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
    }
    static qreal contrast(QColor a, QColor b)
    {
        const qreal la = luminance(a);
        const qreal lb = luminance(b);
        return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
    }
    static bool insideControl(QQuickItem *item, QQuickItem *top)
    {
        for (QQuickItem *up = item->parentItem(); up && up != top; up = up->parentItem()) {
            if (up->inherits("QQuickAbstractButton") || up->inherits("QQuickComboBox") ||
                up->inherits("QQuickTextField") || up->inherits("QQuickSpinBox"))
                return true;
        }
        return false;
    }
    /** The texts shown in the popup's item that fall under 4.5:1 against what lies behind them. */
    static QStringList unreadable(QQuickItem *root, QColor background)
    {
        QStringList found;
        const QList<QQuickItem *> children = root->childItems();
        for (QQuickItem *child : children) {
            if (!child->isVisible() || child->opacity() < 0.1)
                continue;
            QColor behind = background;
            if (child->inherits("QQuickRectangle")) {
                const QColor own = child->property("color").value<QColor>();
                if (own.alphaF() > 0.5)
                    behind = own;
            }
            if (child->inherits("QQuickText") && !insideControl(child, nullptr)) {
                const QString text = child->property("text").toString();
                const QColor colour = child->property("color").value<QColor>();
                if (!text.trimmed().isEmpty() && contrast(colour, behind) < 4.5)
                    found.append(QStringLiteral("'%1' %2 on %3 (%4:1)")
                                     .arg(text.left(40), colour.name(), behind.name())
                                     .arg(contrast(colour, behind), 0, 'f', 1));
            }
            found += unreadable(child, behind);
        }
        return found;
    }

private Q_SLOTS:
    void initTestCase() { AppWindow::initTestCase(); }
    void cleanupTestCase()
    {
        QSettings().remove(QStringLiteral("look/theme"));
        AppWindow::useGerman(false);
        AppWindow::cleanupTestCase();
    }
    void init() { AppWindow::warnings().clear(); }

    void everyDialogIsDarkAndReadable_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("german");
        QTest::newRow("1366x768") << QSize(1366, 768) << false;
        QTest::newRow("1920x1080") << QSize(1920, 1080) << false;
        QTest::newRow("German") << QSize(1366, 768) << true;
    }
    void everyDialogIsDarkAndReadable()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        QVERIFY(AppWindow::useGerman(german));
        QSettings().setValue(QStringLiteral("look/theme"), QStringLiteral("dark"));
        QTemporaryDir folder;
        const QString file = folder.filePath(QStringLiteral("crypt.battlemat"));
        QVERIFY(AppWindow::writeSampleCampaign(file));
        AppWindow app;
        QVERIFY(app.open(size, file));
        QTRY_VERIFY2(luminance(app.window()->color()) < 0.05, "the window is not dark");

        struct Entry
        {
            const char *menu, *item, *popup, *shot;
        };
        const QList<Entry> entries{
            {"&File", "&Open campaign…", "openCampaignDialog", "dark-open"},
            {"&File", "Save &as…", "saveAsDialog", "dark-save-as"},
            {"E&ncounter", "Monster &library and encounter prep…", "monsterLibraryDialog", "dark-monster-library"},
            {"&Characters", "&Import a hero into the campaign…", "heroImportDialog", "dark-hero-import"},
            {"&Characters", "&Five Torches Deep sheet…", "ftdSheetDialog", "dark-ftd-sheet"},
            {"&Settings", "&Rules modules…", "rulesModulesDialog", "dark-rules-modules"},
        };
        QStringList problems;
        for (const Entry &entry : entries) {
            QVERIFY2(WindowDriver::chooseMenu(app.window(), shown("MainMenuBar", entry.menu),
                                              shown("MainMenuBar", entry.item)),
                     entry.item);
            QTRY_VERIFY2(app.popupOpen(QString::fromLatin1(entry.popup)), entry.popup);
            QObject *popup = nullptr;
            for (QObject *candidate : app.window()->findChildren<QObject *>(QString::fromLatin1(entry.popup)))
                if (candidate->property("opened").toBool())
                    popup = candidate;
            QVERIFY(popup);
            auto *palette = popup->property("palette").value<QObject *>();
            QVERIFY(palette);
            const QColor window = palette->property("window").value<QColor>();
            QVERIFY2(luminance(window) < 0.05, qPrintable(QStringLiteral("%1: %2").arg(entry.popup, window.name())));
            QTest::qWait(100);
            auto *content = popup->property("contentItem").value<QQuickItem *>();
            QVERIFY(content);
            for (const QString &problem : unreadable(content, window))
                problems.append(QStringLiteral("%1: %2").arg(entry.popup, problem));
            app.screenshot(QString::fromLatin1(entry.shot) + (german ? QStringLiteral("-de") : QString()));
            app.key(Qt::Key_Escape);
            QTRY_VERIFY2(!app.popupOpen(QString::fromLatin1(entry.popup)), entry.popup);
        }
        QCOMPARE(problems, QStringList());
        QCOMPARE(AppWindow::warnings(), QStringList());
    }
};

QTEST_MAIN(TestE2eDarkDialogs)
#include "tst_e2e_darkdialogs.moc"
