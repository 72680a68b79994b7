*** Settings ***
Documentation     What a site sees of the browser, and whether it adds up: Get Identity and the
...               identity checks on firefox-esr, with the contradictions measured by hand for
...               each instance (bench/identity.py gives the same table). Headless firefox-esr
...               keeps a 1366x768 window whatever screen the viewport emulates (1280x720 by
...               default), so every instance here shows that one contradiction.
Resource          ../resources/common.resource
Test Teardown     Destroy Every Instance


*** Variables ***
${WINDOWS UA}     Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0
${HEADLESS}       window: outer 1366x768 is larger than the screen 1280x720
@{FIELDS}         user_agent    platform    oscpu    app_version    vendor    language    languages
...               hardware_concurrency    max_touch_points    webdriver    pdf_viewer_enabled
...               screen    device_pixel_ratio    window    timezone    locale    webgl
...               canvas_hash    audio_hash    fonts    media_devices    permissions


*** Test Cases ***
No Options: Every Field Read Or Said Why
    Create Instance    plain
    Open Test Page    identity.html
    ${identity} =    Get Identity
    Every Field Is Read Or Said Why    ${identity}
    Should Be Equal    ${identity.headers.user_agent}    ${identity.page.user_agent}
    Should Be Equal    ${identity.worker.user_agent}    ${identity.page.user_agent}
    # Measured: headless firefox-esr has no WebGL, and a worker no screen.
    Should Be Equal    ${identity.unavailable}[page.webgl]    Unavailable: getContext('webgl') gave null
    Should Be Equal    ${identity.unavailable}[worker.screen]    a worker has no screen
    Run Keyword And Expect Error    EQUALS:verification_failed: the identity contradicts itself (1): ${HEADLESS}
    ...    Identity Should Be Consistent
    Identity Should Be Consistent    ignore=window

Locale And Time Zone: Every Surface Follows
    Create Instance    berlin    locale=de-DE    timezone_id=Europe/Berlin
    Open Test Page    identity.html
    ${identity} =    Get Identity
    Every Field Is Read Or Said Why    ${identity}
    Identity Should Match    timezone=Europe/Berlin    locale=de-DE    language=de-DE
    ...    languages=de-DE    accept_language=de-DE    worker.timezone.name=Europe/Berlin
    ...    iframe.locale.number=de-DE    viewport=1280x720
    Should Be Equal    ${identity.page.locale.number_sample}    1.234.567,891
    # Measured: the only contradiction is the headless window's.
    Run Keyword And Expect Error    EQUALS:verification_failed: the identity contradicts itself (1): ${HEADLESS}
    ...    Identity Should Be Consistent

A Windows User Agent On Linux: The Navigator Tells The Truth
    Create Instance    windows    user_agent=${WINDOWS UA}
    Open Test Page    identity.html
    ${identity} =    Get Identity
    Every Field Is Read Or Said Why    ${identity}
    Identity Should Match    user_agent=${WINDOWS UA}    header_user_agent=${WINDOWS UA}
    ...    worker.user_agent=${WINDOWS UA}    platform=Linux x86_64
    # Measured: the override reaches page, iframe, worker and header; platform, oscpu and
    # appVersion keep Linux, and no Windows font is installed.
    ${said} =    Catenate    SEPARATOR=;${SPACE}
    ...    verification_failed: the identity contradicts itself (5): platform: user agent says Windows, navigator.platform Linux x86_64
    ...    oscpu: user agent says Windows, navigator.oscpu Linux x86_64
    ...    app version: user agent says Windows, navigator.appVersion 5.0 (X11)
    ...    ${HEADLESS}
    ...    fonts: user agent says Windows, but none of Segoe UI, Calibri, Consolas, Cambria is present (present: ${identity.page.fonts[0]})
    Run Keyword And Expect Error    EQUALS:${said}    Identity Should Be Consistent

An Accept-Language Header That Disagrees With The Locale
    Create Instance    told    locale=de-DE    extra_http_headers={"Accept-Language": "fr-FR"}
    Open Test Page    identity.html
    Run Keyword And Expect Error
    ...    EQUALS:verification_failed: the identity contradicts itself (1): languages: header Accept-Language fr-FR, navigator de-DE
    ...    Identity Should Be Consistent    ignore=window

The Probe Sends Nothing Beyond 127.0.0.1
    Create Instance    quiet
    Open Test Page    identity.html
    ${before} =    Network Requests    include_static=True
    Get Identity
    ${after} =    Network Requests    include_static=True
    ${made} =    Get Slice From List    ${after.requests}    ${{ len($before.requests) }}
    FOR    ${request}    IN    @{made}
        # The worker's blob: script is its one load; it never leaves the browser.
        Should Start With    ${request.url}    blob:http://127.0.0.1:
    END
    FOR    ${request}    IN    @{after.requests}
        Should Match Regexp    ${request.url}    ^(blob:)?http://127\\.0\\.0\\.1:
    END

A Strict Content-Security-Policy Blocks The Worker, The Rest Is Checked
    ${url} =    Serve Fixture Page    /identity-strict.html    <title>Strict</title><p>Strict</p>
    ...    Content-Security-Policy=default-src 'self'
    Create Instance    strict
    Navigate    ${url}
    ${identity} =    Get Identity
    Should Be Equal    ${identity.worker}    ${None}
    Should Be Equal    ${identity.unavailable.worker}
    ...    the page's Content-Security-Policy blocks a blob: worker (worker-src)
    Should Be Equal    ${identity.iframe.timezone.name}    ${identity.page.timezone.name}
    ${result} =    Identity Should Be Consistent    ignore=window
    Dictionary Should Contain Key    ${result.not_checked}    worker

Two Instances Made Alike Show The Same Identity
    Create Instance    one
    Open Test Page    identity.html
    ${first} =    Get Identity
    Create Instance    two
    Open Test Page    identity.html
    ${second} =    Get Identity
    ${result} =    Identities Should Be Equal    ${first}    ${second}
    Should Be True    ${result.compared} > 100
    Create Instance    tokyo    timezone_id=Asia/Tokyo
    Open Test Page    identity.html
    ${third} =    Get Identity
    Run Keyword And Expect Error    verification_failed: *page.timezone.name: first '*', second 'Asia/Tokyo'*
    ...    Identities Should Be Equal    ${first}    ${third}
    Identities Should Be Equal    ${first}    ${third}    ignore=${{ ["*.timezone", "configured"] }}

Pinned Fields Fail Naming What Differs
    Create Instance    pinned
    Open Test Page    identity.html
    Run Keyword And Expect Error
    ...    EQUALS:verification_failed: the identity does not match: viewport '1280x720' should be '1024x768'; webdriver 'True' should be 'False'
    ...    Identity Should Match    viewport=1024x768    webdriver=False    vendor=${EMPTY}

Bad Input Names The Argument
    Create Instance    bad
    Open Test Page    identity.html
    Run Keyword And Expect Error    invalid_params: argument 'expected': no identity field 'tz'; a key is one of user_agent, platform*
    ...    Identity Should Match    tz=UTC
    Run Keyword And Expect Error    invalid_params: argument 'expected': viewport must be WIDTHxHEIGHT such as 1280x720, got 'big' (str)
    ...    Identity Should Match    viewport=big
    Run Keyword And Expect Error    invalid_params: argument 'expected': hardware_concurrency must be a whole number, got 'eight' (str)
    ...    Identity Should Match    hardware_concurrency=eight
    Run Keyword And Expect Error    invalid_params: argument 'expected' must name at least one field and its value
    ...    Identity Should Match
    Run Keyword And Expect Error    invalid_params: argument 'ignore': no rule 'moon'; the rules are user_agent, platform*
    ...    Identity Should Be Consistent    ignore=moon
    Run Keyword And Expect Error    invalid_params: argument 'first' must be an identity*
    ...    Identities Should Be Equal    ${{ {} }}    ${{ {"page": {}} }}


*** Keywords ***
Every Field Is Read Or Said Why
    [Documentation]    Each probed field of page, iframe and worker has a value or, under
    ...    ``unavailable``, the reason it has none; the request headers were read.
    [Arguments]    ${identity}
    FOR    ${surface}    IN    page    iframe    worker
        FOR    ${field}    IN    @{FIELDS}
            IF    $identity[$surface][$field] is None
                Dictionary Should Contain Key    ${identity.unavailable}    ${surface}.${field}
            END
        END
    END
    Should Not Be Equal    ${identity.headers}    ${None}

Destroy Every Instance
    [Documentation]    Each test makes the instances it compares; none outlives it.
    ${running} =    List Instances
    FOR    ${one}    IN    @{running.instances}
        Destroy Instance    ${one.instance}
    END
