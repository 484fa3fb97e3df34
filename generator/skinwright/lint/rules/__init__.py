"""One module per lint rule (the ``core/valid-<type>`` family shares one). See :mod:`..registry`."""
